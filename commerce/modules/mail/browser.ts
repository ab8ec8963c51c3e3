/** What client code may use of mail: the delivery states the back office filters and shows. */
export { mailStatuses, type MailStatus } from "./mail-status.ts";
