import type { LocalMessage } from "#app/i18n/error-messages.ts";
import { useShop } from "./use-shop.ts";

/** A field's error message in the shopper's language, or undefined when the field has none. */
export type FieldErrorText = (field: string) => string | undefined;

/** Translates a refused form's field messages, for the form's fields to show beside them. */
export function useFieldError(fields: Record<string, LocalMessage> | undefined): FieldErrorText {
  const { t } = useShop();
  return (field) => {
    const found = fields?.[field];
    return found ? t(found.key, found.params) : undefined;
  };
}
