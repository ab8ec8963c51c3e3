import type { ErrorCode, Problem } from "#commerce/error-codes.ts";
import type { MessageKey } from "./messages/en-US.ts";

/**
 * Every engine error code's message key. The type makes the map complete: a new code fails the
 * build until it has a key here, and sv-SE.ts must hold every key named here (en-GB falls back to
 * the complete en-US catalogue). Codes only the JSON API can raise still get a key, so nothing a
 * shopper could meet is ever left unsaid.
 */
export const errorMessageKeys = {
  required: "validation.required",
  invalid_email: "validation.email",
  too_short: "validation.minLength",
  too_long: "validation.maxLength",
  invalid_id: "errors.invalidValue",
  invalid_value: "errors.invalidValue",
  card_number_invalid: "checkout.cardNumberInvalid",
  card_expiry_invalid: "checkout.expiryInvalid",
  card_cvc_invalid: "checkout.cvcInvalid",
  instalment_months_invalid: "errors.chooseInstalments",
  check_payment_details: "checkout.fixErrors",
  basket_not_found: "errors.basketGone",
  invalid_basket_input: "bag.failed",
  unknown_variant: "bag.failed",
  variant_not_found: "bag.failed",
  variant_or_part_required: "bag.chooseSize",
  basket_item_not_found: "bag.failed",
  basket_line_not_found: "bag.failed",
  item_count_out_of_range: "bag.failed",
  quantity_below_one: "bag.failed",
  quantity_negative: "bag.failed",
  quantity_too_large: "bag.tooMany",
  quantity_out_of_range: "bag.failed",
  out_of_stock: "bag.outOfStock",
  only_left: "bag.onlyLeft",
  unknown_payment_method: "errors.choosePayment",
  payment_method_not_offered: "errors.choosePayment",
  unknown_delivery_method: "errors.chooseDelivery",
  delivery_method_not_offered: "errors.chooseDelivery",
  pickup_store_required: "errors.chooseStore",
  basket_empty: "errors.basketEmpty",
  buyer_required: "checkout.fixErrors",
  invalid_buyer: "checkout.fixErrors",
  delivery_method_required: "errors.chooseDelivery",
  payment_method_required: "errors.choosePayment",
  hold_expired: "errors.tryAgain",
  too_many_orders: "errors.tooManyAttempts",
  order_not_found: "errors.notFound",
  order_line_not_found: "errors.notFound",
  order_needs_a_line: "bag.failed",
  order_line_required: "bag.failed",
  order_not_in_checkout: "errors.tryAgain",
  order_being_paid: "errors.tryAgain",
  order_transition_refused: "errors.tryAgain",
  no_payment_snippet: "errors.notFound",
  checkout_adapter_failed: "errors.tryAgain",
  cannot_delete: "errors.tryAgain",
  email_registered: "errors.emailRegistered",
  username_taken: "errors.usernameTaken",
  could_not_create_account: "errors.couldNotCreate",
  invalid_credentials: "errors.invalidCredentials",
  account_deactivated: "errors.accountDeactivated",
  too_many_attempts: "errors.tooManyAttempts",
  token_expired: "errors.tokenExpired",
  invalid_password: "errors.password",
  personal_data_not_updated: "errors.personalData",
  password_not_changed: "errors.password",
  deactivate_failed: "errors.deactivate",
  activate_failed: "errors.activate",
  address_not_found: "errors.notFound",
  address_not_updated: "errors.addressNotUpdated",
  account_not_found: "errors.notFound",
  delete_not_confirmed: "errors.deleteNotConfirmed",
  confirmation_mismatch: "errors.confirmationMismatch",
  payment_method_not_found: "errors.notFound",
  user_not_found_by_email: "errors.notFound",
  log_in_first: "errors.logInFirst",
  log_in_to_see_orders: "errors.logInFirst",
  log_in_for_wishlist: "errors.logInFirst",
  not_your_wishlist: "errors.notFound",
  invalid_product_ids: "errors.invalidValue",
  wishlist_too_long: "errors.wishlistFull",
  wishlist_limit: "errors.wishlistFull",
  invalid_subscription: "newsletter.failed",
  product_not_found: "errors.notFound",
  part_number_not_found: "errors.notFound",
  unknown_category: "errors.invalidValue",
  category_not_found: "errors.invalidValue",
  unknown_currency: "errors.invalidValue",
  currency_not_found: "errors.invalidValue",
  invalid_filter: "errors.invalidFilter",
  invalid_request: "errors.invalidValue",
  body_not_json: "errors.invalidValue",
  not_json: "errors.invalidValue",
  nul_character: "errors.invalidValue",
  staff_forbidden: "errors.forbidden",
  order_action_refused: "errors.tryAgain",
  nothing_captured: "errors.tryAgain",
  capture_failed: "errors.tryAgain",
  payment_provider_not_configured: "errors.tryAgain",
  refund_amount_invalid: "errors.invalidValue",
  refund_exceeds_available: "errors.invalidValue",
  refund_quantity_exceeds: "errors.invalidValue",
  refund_refused: "errors.tryAgain",
  refund_not_found: "errors.notFound",
  refund_not_pending: "errors.tryAgain",
  carrier_unknown: "errors.invalidValue",
  tracking_url_invalid: "errors.invalidValue",
  staff_not_found: "errors.staffNotFound",
  mail_not_found: "errors.mailNotFound",
  last_owner: "errors.lastOwner",
  two_factor_invalid: "errors.twoFactorInvalid",
  two_factor_already_on: "errors.twoFactorAlreadyOn",
  invite_already_accepted: "errors.inviteAlreadyAccepted",
  check_invite: "errors.checkInvite",
  unknown_role: "errors.chooseRole",
  check_setting: "errors.checkSetting",
  check_outbox_filter: "errors.checkOutboxFilter",
  brand_name_taken: "errors.brandNameTaken",
  name_without_letters: "errors.nameWithoutLetters",
  vocabulary_in_use: "errors.vocabularyInUse",
  swatch_invalid: "errors.swatchInvalid",
  vocabulary_not_found: "errors.notFound",
  category_slug_taken: "errors.categorySlugTaken",
  category_slug_empty: "errors.categorySlugEmpty",
  category_cycle: "errors.categoryCycle",
  category_has_products: "errors.categoryHasProducts",
  category_has_children: "errors.categoryHasChildren",
  image_not_found: "errors.imageNotFound",
  picture_too_large: "errors.pictureTooLarge",
  picture_format_unsupported: "errors.pictureFormatUnsupported",
  picture_too_many_pixels: "errors.pictureTooManyPixels",
  picture_not_found: "errors.pictureNotFound",
  unique_name_invalid: "errors.uniqueNameInvalid",
  unique_name_taken: "errors.uniqueNameTaken",
  product_edited_meanwhile: "errors.productEditedMeanwhile",
  product_archived: "errors.productArchived",
  price_invalid: "errors.priceInvalid",
  part_no_taken: "errors.partNoTaken",
  part_no_invalid: "errors.partNoInvalid",
  ean_invalid: "errors.eanInvalid",
  stock_quantity_invalid: "errors.stockQuantityInvalid",
  variants_edited_meanwhile: "errors.variantsEditedMeanwhile",
  sale_not_below_price: "errors.saleNotBelowPrice",
  sale_time_invalid: "errors.saleTimeInvalid",
  sale_ends_before_start: "errors.saleEndsBeforeStart",
  sale_end_passed: "errors.saleEndPassed",
  store_not_found: "errors.storeNotFound",
  store_code_taken: "errors.storeCodeTaken",
  import_rejected: "errors.tryAgain",
  story_not_found: "errors.storyNotFound",
  story_slug_taken: "errors.storySlugTaken",
  story_translation_exists: "errors.storyTranslationExists",
} as const satisfies Record<ErrorCode, MessageKey>;

export type ErrorMessageKey = (typeof errorMessageKeys)[ErrorCode];

/** A message key and its parameters, so a page can say it in the shopper's language. */
export interface LocalMessage {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** The message for a problem; parameters that are lists (the API's field names) are not for shoppers and stay out. */
export function messageOfProblem({ code, params }: Problem): LocalMessage {
  const sayable = Object.entries(params).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number",
  );
  return sayable.length
    ? { key: errorMessageKeys[code], params: Object.fromEntries(sayable) }
    : { key: errorMessageKeys[code] };
}

const errorKeys = new Set<string>(Object.values(errorMessageKeys));

/** Whether a string from outside (a URL, say) names one of the error messages. */
export function isErrorMessageKey(value: unknown): value is ErrorMessageKey {
  return typeof value === "string" && errorKeys.has(value);
}
