export type DomainErrorKind =
  | "not_found"
  | "invalid"
  | "conflict"
  | "forbidden"
  | "unauthorized"
  | "payment_failed"
  | "rate_limited";

/** A failure a service expects and the edge turns into an HTTP answer. */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** Field-level messages for invalid input, keyed by field path. */
  readonly fields: Record<string, string> | undefined;

  constructor(kind: DomainErrorKind, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "DomainError";
    this.kind = kind;
    this.fields = fields;
  }
}

/**
 * Whether a thrown value is a DomainError. The storefront's server bundle carries its own copy of
 * this module, so errors from the engine are recognised by name and kind, not by `instanceof`.
 */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError || (error instanceof Error && error.name === "DomainError" && typeof (error as DomainError).kind === "string");
}

const statusByKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  payment_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** Maps any thrown value to the status and message a client may see. */
export function describeError(error: unknown): { status: number; message: string; fields?: Record<string, string> } {
  if (isDomainError(error)) {
    return { status: statusByKind[error.kind], message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  }
  return { status: 500, message: "Server threw an unknown error" };
}
