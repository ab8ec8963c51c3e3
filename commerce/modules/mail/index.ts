export { createMailService, type MailService } from "./service.ts";
export {
  eraseMailTo,
  listMailForOrder,
  listMailTo,
  type MailDetail,
  type MailSummary,
  type OutboxPage,
  type OutgoingMail,
} from "./outbox.ts";
export type { OutboxFilter } from "./inputs.ts";
export type { MailStatus } from "./mail-status.ts";
export { queueTemplateMail } from "./queue-template-mail.ts";
export { renderedBodies } from "./stored-mail.ts";
export {
  orderConfirmationData,
  type MailTemplateData,
  type MailTemplateName,
  type OrderConfirmationData,
  type TemplateMail,
} from "./template-data.ts";
export { onMailQueued } from "./mail-queued.ts";
export { createMailDelivery, type DeliveryReport, type MailDeliveryOptions } from "./mail-delivery.ts";
