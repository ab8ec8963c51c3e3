/** A form field's text as sent; empty when the form lacks the field. */
export function formText(form: FormData, name: string): string {
  return String(form.get(name) ?? "");
}
