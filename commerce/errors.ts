import { onField, type FieldProblem, type Problem } from "./error-codes.ts";

export type DomainErrorKind =
  "not_found" | "invalid" | "conflict" | "forbidden" | "unauthorized" | "payment_failed" | "rate_limited";

/**
 * A failure a service expects and the edge turns into an answer: a kind (which the HTTP status
 * follows), a code with its parameters, and for invalid input each field's own problem. The error's
 * `message` is the code, for logs; edges say it in words from the code, never from the message.
 */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly code: Problem["code"];
  readonly params: Problem["params"];
  readonly fields: readonly FieldProblem[];

  constructor(kind: DomainErrorKind, { code, params }: Problem, fields: readonly FieldProblem[] = []) {
    super(code);
    this.name = "DomainError";
    this.kind = kind;
    this.code = code;
    this.params = params;
    this.fields = fields;
  }

  /** The code and its parameters, typed as belonging together. */
  get problem(): Problem {
    return { code: this.code, params: this.params } as Problem;
  }
}

/** Invalid input whose problem is also the one field's problem (a taken email, say). */
export function invalidField(field: string, problem: Problem): DomainError {
  return new DomainError("invalid", problem, [onField(field, problem)]);
}

/**
 * Whether a thrown value is a DomainError. The storefront's server bundle carries its own copy of
 * this module, so errors from the engine are recognised by name and kind, not by `instanceof`.
 */
export function isDomainError(error: unknown): error is DomainError {
  return (
    error instanceof DomainError ||
    (error instanceof Error && error.name === "DomainError" && typeof (error as DomainError).kind === "string")
  );
}

export const statusByKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  payment_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};
