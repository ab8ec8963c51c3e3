/**
 * The post forms a page renders, read from its HTML as a browser would submit them: each field's
 * name, what kind of control it is and the value the page gives it (radios and selects list their
 * choices). Our pages are React's markup (double-quoted attributes, escaped text), so a few
 * patterns read it; the fuzz suites use it to find every form a route answers.
 */

export type FieldKind = "hidden" | "text" | "email" | "number" | "password" | "checkbox" | "choice" | "textarea";

export interface PageField {
  name: string;
  kind: FieldKind;
  value: string;
  /** The values a select, a radio group or a set of submit buttons offers. */
  choices?: string[];
  /** The control's maxlength, when it has one. */
  maxLength?: number;
}

export interface PageForm {
  /** The path the form posts to (its action, or the page's own path), with its query. */
  action: string;
  fields: PageField[];
}

const entities: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#x27": "'", "#39": "'" };
const decode = (text: string) => text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => entities[name]!);

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g))
    attributes[name!.toLowerCase()] = decode(value ?? "");
  return attributes;
}

function kindOfInput(attributes: Record<string, string>): FieldKind | "radio" | "ignored" {
  const type = attributes.type ?? "text";
  if (["submit", "button", "reset", "image", "file"].includes(type)) return "ignored";
  if (type === "hidden" || type === "email" || type === "password" || type === "checkbox" || type === "radio")
    return type;
  if (type === "number" || attributes.inputmode === "numeric" || attributes.inputmode === "decimal") return "number";
  return "text";
}

function fieldsOf(formHtml: string): PageField[] {
  const fields: PageField[] = [];
  /** Radio groups and named submit buttons, each one field with its choices. */
  const groups = new Map<string, PageField>();
  const controls =
    /<input\b([^>]*)>|<select\b([^>]*)>([\s\S]*?)<\/select>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>|<button\b([^>]*)>/g;
  for (const [, input, select, options, textarea, text, button] of formHtml.matchAll(controls)) {
    if (input !== undefined) {
      const attributes = attributesOf(input);
      const kind = kindOfInput(attributes);
      if (!attributes.name || kind === "ignored" || "disabled" in attributes) continue;
      if (kind === "radio") {
        const group = groups.get(attributes.name) ?? { name: attributes.name, kind: "choice", value: "", choices: [] };
        if (!groups.has(attributes.name)) fields.push(group);
        groups.set(attributes.name, group);
        group.choices!.push(attributes.value ?? "on");
        if ("checked" in attributes || group.value === "") group.value = attributes.value ?? "on";
      } else
        fields.push({
          name: attributes.name,
          kind,
          value: attributes.value ?? (kind === "checkbox" ? "on" : ""),
          ...(attributes.maxlength ? { maxLength: Number(attributes.maxlength) } : {}),
        });
    } else if (select !== undefined) {
      const attributes = attributesOf(select);
      if (!attributes.name) continue;
      const choices = [...options!.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/g)].map(([, optionTag, label]) => {
        const option = attributesOf(optionTag!);
        return { value: option.value ?? decode(label!), selected: "selected" in option };
      });
      const chosen = choices.find((choice) => choice.selected) ?? choices[0];
      fields.push({
        name: attributes.name,
        kind: "choice",
        value: chosen?.value ?? "",
        choices: choices.map((c) => c.value),
      });
    } else if (textarea !== undefined) {
      const attributes = attributesOf(textarea);
      if (attributes.name)
        fields.push({
          name: attributes.name,
          kind: "textarea",
          value: decode(text!),
          ...(attributes.maxlength ? { maxLength: Number(attributes.maxlength) } : {}),
        });
    } else if (button !== undefined) {
      // A submit button with a name sends its value (the intent, or the language): one of them is the choice.
      const attributes = attributesOf(button);
      if (!attributes.name || (attributes.type ?? "submit") !== "submit") continue;
      const buttons = groups.get(attributes.name) ?? { name: attributes.name, kind: "choice", value: "", choices: [] };
      if (!groups.has(attributes.name)) fields.push(buttons);
      groups.set(attributes.name, buttons);
      buttons.choices!.push(attributes.value ?? "");
      if (buttons.value === "") buttons.value = attributes.value ?? "";
    }
  }
  return fields;
}

/** Every form on the page that posts, with the path it posts to. */
export function readPostForms(html: string, pagePath: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const [, formTag, inner] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const attributes = attributesOf(formTag!);
    if ((attributes.method ?? "get").toLowerCase() !== "post") continue;
    forms.push({ action: attributes.action || pagePath, fields: fieldsOf(inner!) });
  }
  return forms;
}
