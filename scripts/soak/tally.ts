/** What the soak's shoppers were told, to hold against the database afterwards. */
export interface Tally {
  /** Orders some answer called paid (place-order or confirm-payment). */
  toldPaid: Set<string>;
  /** Answers per kind: paid, declined, action_required, confirmed, sold out, ... */
  outcomes: Record<string, number>;
  /** Two answers for one basket that disagree on which order it became, or on its outcome. */
  conflicts: string[];
  /** 5xx answers: method, path, status and message. */
  serverErrors: string[];
  /** 4xx answers the journey did not expect (status and message), for the report. */
  unexpected: string[];
  failovers: number;
  /** Requests whose connection broke after they were sent (the kill -9 hit them): resent to the other process. */
  cutOff: Record<string, number>;
}

export function createTally(): Tally {
  return {
    toldPaid: new Set(),
    outcomes: {},
    conflicts: [],
    serverErrors: [],
    unexpected: [],
    failovers: 0,
    cutOff: {},
  };
}

export function countOutcome(tally: Tally, outcome: string) {
  tally.outcomes[outcome] = (tally.outcomes[outcome] ?? 0) + 1;
}
