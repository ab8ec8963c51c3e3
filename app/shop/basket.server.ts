import { isDomainError } from "#commerce/errors.ts";
import { messageOfProblem } from "../i18n/error-messages.ts";
import type { Translate } from "../i18n/translate.ts";

/** Says a basket or checkout failure in the shopper's language; one the engine did not expect is simply a failed update. */
export function describeShopError(t: Translate, error: unknown): string {
  if (!isDomainError(error)) return t("bag.failed");
  const { key, params } = messageOfProblem(error.problem);
  return t(key, params);
}
