/** SPEC §5 messages, in English; each edge can show them in the shopper's language. Kept free of zod for the browser bundle. */
export const validationMessages = {
  required: "Value is required",
  email: "Value is not a valid email address",
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  maxLength: (max: number) => `The maximum length allowed is ${max}`,
} as const;
