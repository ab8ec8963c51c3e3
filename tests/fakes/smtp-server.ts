import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps what it was sent, parsed, and refuses whom it is told to. */
export interface SmtpFake {
  /** smtp://127.0.0.1:{port}, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message accepted, parsed with mailparser, in order of arrival. */
  received: ParsedMail[];
  /** From now on answers RCPT TO for this address with `code` (550: refused for good; 451: try later); undefined takes it again. */
  refuseRecipient(address: string, code: number | undefined): void;
  /** Milliseconds each message's DATA takes, so senders overlap in tests of concurrency. */
  slowDown(ms: number): void;
  close(): Promise<void>;
}

/** Starts the fake on `port` (a free one when not given: 0). Plain SMTP, no TLS, any login accepted. */
export async function startSmtpFake(port = 0): Promise<SmtpFake> {
  const received: ParsedMail[] = [];
  const refusals = new Map<string, number>();
  let dataDelayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Senders keep pooled connections open; closing the fake should not wait for them.
    closeTimeout: 50,
    onRcptTo(address, _session, callback) {
      const code = refusals.get(address.address.toLowerCase());
      if (code === undefined) return callback();
      callback(Object.assign(new Error(`Mailbox ${address.address} refused by the fake`), { responseCode: code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await sleep(dataDelayMs);
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    received,
    refuseRecipient: (address, code) =>
      code === undefined ? refusals.delete(address.toLowerCase()) : refusals.set(address.toLowerCase(), code),
    slowDown: (ms) => void (dataDelayMs = ms),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
