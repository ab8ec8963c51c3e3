/** A code that needs nothing more to be said. */
type NoParams = Record<never, never>;

/**
 * Every failure the engine can name, with the parameters its message needs. The engine never says
 * a failure in words: the JSON API renders these codes as SPEC §8's English (error-english.ts) and
 * the storefront translates them through its own complete map, so adding a code here fails the
 * build until both can say it. Kept free of zod for the browser bundle.
 */
export interface ErrorParams {
  // SPEC §5 field rules
  required: NoParams;
  invalid_email: NoParams;
  too_short: { min: number };
  too_long: { max: number };
  invalid_id: NoParams;
  /** A check zod made without a code of ours; `detail` is zod's own English, for the API only. */
  invalid_value: { detail: string };
  // Payment details
  card_number_invalid: NoParams;
  card_expiry_invalid: NoParams;
  card_cvc_invalid: NoParams;
  instalment_months_invalid: NoParams;
  check_payment_details: NoParams;
  // Basket
  basket_not_found: NoParams;
  invalid_basket_input: NoParams;
  unknown_variant: NoParams;
  variant_not_found: NoParams;
  variant_or_part_required: NoParams;
  basket_item_not_found: NoParams;
  basket_line_not_found: NoParams;
  item_count_out_of_range: { min: number; max: number };
  quantity_below_one: NoParams;
  quantity_negative: NoParams;
  quantity_too_large: { max: number };
  quantity_out_of_range: { min: number; max: number };
  /** `name` when several products are at stake (placing an order), absent for one basket line. */
  out_of_stock: { name?: string };
  only_left: { count: number; name?: string };
  unknown_payment_method: NoParams;
  payment_method_not_offered: NoParams;
  unknown_delivery_method: NoParams;
  delivery_method_not_offered: NoParams;
  pickup_store_required: NoParams;
  // Checkout and orders
  basket_empty: NoParams;
  buyer_required: NoParams;
  invalid_buyer: NoParams;
  delivery_method_required: NoParams;
  payment_method_required: NoParams;
  hold_expired: NoParams;
  too_many_orders: NoParams;
  order_not_found: NoParams;
  order_line_not_found: NoParams;
  order_needs_a_line: NoParams;
  order_line_required: NoParams;
  order_not_in_checkout: { status: string };
  order_being_paid: NoParams;
  order_transition_refused: { from: string; to: string };
  no_payment_snippet: NoParams;
  checkout_adapter_failed: NoParams;
  cannot_delete: NoParams;
  // Accounts (SPEC §8)
  email_registered: NoParams;
  username_taken: NoParams;
  could_not_create_account: NoParams;
  invalid_credentials: NoParams;
  account_deactivated: NoParams;
  too_many_attempts: NoParams;
  token_expired: NoParams;
  invalid_password: NoParams;
  personal_data_not_updated: NoParams;
  password_not_changed: NoParams;
  deactivate_failed: NoParams;
  activate_failed: NoParams;
  address_not_found: NoParams;
  address_not_updated: NoParams;
  account_not_found: NoParams;
  delete_not_confirmed: NoParams;
  confirmation_mismatch: { phrase: string };
  payment_method_not_found: NoParams;
  user_not_found_by_email: NoParams;
  log_in_first: NoParams;
  log_in_to_see_orders: NoParams;
  // Wishlist and newsletter
  log_in_for_wishlist: NoParams;
  not_your_wishlist: NoParams;
  invalid_product_ids: NoParams;
  wishlist_too_long: { max: number };
  wishlist_limit: { max: number };
  invalid_subscription: NoParams;
  // Catalogue, search and requests
  product_not_found: { uniqueName: string };
  part_number_not_found: { partNo: string };
  unknown_category: { id: number };
  category_not_found: { id: number };
  unknown_currency: { id: number };
  currency_not_found: NoParams;
  invalid_filter: { detail: string };
  invalid_request: { part: string; fields: string[] };
  body_not_json: NoParams;
  not_json: NoParams;
  nul_character: NoParams;
  // Back office
  staff_forbidden: { permission: string };
  /** A staff action (`resend_confirmation`, `refund`, ...) the order's status does not allow. */
  order_action_refused: { action: string; status: string };
  nothing_captured: NoParams;
  /** The payment provider did not take the money; nothing was recorded, completing may be tried again. */
  capture_failed: NoParams;
  /** The order was paid through a provider this shop is not configured with (`provider`), so it cannot be captured here. */
  payment_provider_not_configured: { provider: string };
  refund_amount_invalid: NoParams;
  /** `available` in minor units of the order's currency. */
  refund_exceeds_available: { available: number };
  /** `line` is the order line's id; `available` how many of it may still be refunded. */
  refund_quantity_exceeds: { line: number; available: number };
  /** The payment provider refused the refund; `reason` is its code. */
  refund_refused: { reason: string };
  refund_not_found: NoParams;
  refund_not_pending: NoParams;
  carrier_unknown: NoParams;
  tracking_url_invalid: NoParams;
  staff_not_found: NoParams;
  mail_not_found: NoParams;
  last_owner: NoParams;
  two_factor_invalid: NoParams;
  /** Setting up two-factor sign-in again while it is on (turning it off comes first). */
  two_factor_already_on: NoParams;
  invite_already_accepted: NoParams;
  /** An invite the engine cannot send as given; each field's own problem says why. */
  check_invite: NoParams;
  /** Not one of the staff roles. */
  unknown_role: NoParams;
  /** A setting's value (`setting` is its key, `branding` say) fails its checks; each field's own problem says why. */
  check_setting: { setting: string };
  /** The outbox list's filter (status, recipient, page) cannot be read. */
  check_outbox_filter: NoParams;
  /** Another brand has this name (`name`), or a name that makes the same address. */
  brand_name_taken: { name: string };
  /** A name that keeps no letter or digit under SPEC §2's slug rule, so it cannot make an address. */
  name_without_letters: NoParams;
  /** Products (`count` of them) use the brand, flag, colour or size: it cannot be deleted. */
  vocabulary_in_use: { count: number };
  /** Not a CSS colour in a notation the shop takes for swatches (#rrggbb, rgb(), hsl()). */
  swatch_invalid: NoParams;
  /** No such brand, flag, colour or size. */
  vocabulary_not_found: NoParams;
  /** Another category under the same parent already has this slug (URL segment) in that language. */
  category_slug_taken: { slug: string };
  /** A category name with no letter or digit makes no URL segment. */
  category_slug_empty: NoParams;
  /** A category cannot go under itself or a category below it. */
  category_cycle: NoParams;
  /** A category still holding products (`count`) cannot be deleted. */
  category_has_products: { count: number };
  /** A category with subcategories (`count`) cannot be deleted. */
  category_has_children: { count: number };
  /** No picture is stored under the media key given. */
  image_not_found: NoParams;
  /** An uploaded picture's file is larger than the shop takes (`maxMegabytes`). */
  picture_too_large: { maxMegabytes: number };
  /** An upload that is not a JPEG, PNG, WebP or AVIF picture, as its bytes decode (whatever it claimed to be). */
  picture_format_unsupported: NoParams;
  /** An uploaded picture has more pixels than the shop takes (`maxMegapixels`). */
  picture_too_many_pixels: { maxMegapixels: number };
  /** The product has no picture with this id. */
  picture_not_found: NoParams;
  /** Not a product's URL name under SPEC §2's slug rule: lower-case letters a–z and digits, words joined by hyphens. */
  unique_name_invalid: NoParams;
  /** Another product already has this URL name. */
  unique_name_taken: { uniqueName: string };
  /** Someone saved the product after this editor loaded it; nothing was saved, the editor must load it again. */
  product_edited_meanwhile: NoParams;
  /** An archived product cannot be published; it is restored first. */
  product_archived: NoParams;
  /** Not a price: whole units with at most two decimals. */
  price_invalid: NoParams;
  /** Another variant in the shop already has this part number. */
  part_no_taken: { partNo: string };
  /** Not a part number: 1–64 letters, digits and . _ / -, starting with a letter or digit. */
  part_no_invalid: NoParams;
  /** Not a GTIN-8 or GTIN-13 (EAN) with the right check digit. */
  ean_invalid: NoParams;
  /** A stock quantity or low-stock threshold that is not a whole number from 0 to `max`. */
  stock_quantity_invalid: { max: number };
  /** Someone saved the product's variants after this grid loaded them; nothing was saved. */
  variants_edited_meanwhile: NoParams;
  /** A sale price not below the product's regular price in that currency (or with no regular price there). */
  sale_not_below_price: NoParams;
  /** Not a date and time of the shop's clock (a datetime-local value such as 2026-12-24T18:00). */
  sale_time_invalid: NoParams;
  /** A sale whose end is not after its start. */
  sale_ends_before_start: NoParams;
  /** A sale whose end has already passed. */
  sale_end_passed: NoParams;
  // Stores
  /** No store has this id. */
  store_not_found: NoParams;
  /** Another store already has this code. */
  store_code_taken: { code: string };
  // Content
  import_rejected: { problems: string[] };
  /** No story has this id. */
  story_not_found: NoParams;
  /** Another story of the same language already has this address. */
  story_slug_taken: { slug: string };
  /** The story already has a version in this language. */
  story_translation_exists: { locale: string };
  /** Someone saved or published the story after this editor opened it. */
  story_changed_meanwhile: NoParams;
  /** A story is built on a Page, an Article or a BlogCategory. */
  story_root_unknown: NoParams;
}

export type ErrorCode = keyof ErrorParams;

/** A code with its parameters, kept together so the parameters always fit the code. */
export type Problem = { [C in ErrorCode]: { code: C; params: ErrorParams[C] } }[ErrorCode];

/** What is wrong with one field of an input, keyed by its dotted path ("billingAddress.city"). */
export type FieldProblem = Problem & { field: string };

/** Parameters may be left out where a code has none. */
export type ParamsArgument<C extends ErrorCode> = NoParams extends ErrorParams[C]
  ? [params?: ErrorParams[C]]
  : [params: ErrorParams[C]];

/** A code with its parameters. */
export function problem<C extends ErrorCode>(code: C, ...[params]: ParamsArgument<C>): Problem {
  return { code, params: params ?? {} } as Problem;
}

/** The same problem, on one field. */
export function onField(field: string, { code, params }: Problem): FieldProblem {
  return { field, code, params } as FieldProblem;
}
