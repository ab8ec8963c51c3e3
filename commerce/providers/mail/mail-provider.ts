/** One queued mail as a provider sends it. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /**
   * Stable for this mail across attempts (and unique across databases that reuse ids): a provider
   * that can sends it as the Message-ID, so a mail sent twice (a crash between sending and
   * recording it) is recognisably one mail to the receiving side.
   */
  reference: string;
}

/**
 * What became of one send: delivered; refused for good (the receiving side will never take it);
 * or deferred (the server is down, busy or said "try later"), to be tried again.
 */
export type DeliveryOutcome = { status: "sent" } | { status: "refused" | "deferred"; error: string };

/** Who delivers queued mail. Vendor details (transports, reply codes) stay inside each provider. */
export interface MailProvider {
  readonly name: "outbox" | "smtp";
  /** Sends one message; absent for the outbox, which keeps every mail stored and never sends. */
  send?: (message: OutgoingMessage) => Promise<DeliveryOutcome>;
  /** Lets go of open connections (at shutdown). */
  close(): Promise<void>;
}
