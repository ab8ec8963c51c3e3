/** What is wrong with typed card details, in English; the storefront translates them. */
export const cardNumberMessage = "Card number is not valid";
export const cardExpiryMessage = "Expiry date must be MM/YY and not in the past";
export const cardCvcMessage = "Security code must be 3 or 4 digits";
