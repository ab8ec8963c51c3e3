export { createMailService, type MailService } from "./service.ts";
export { queueMail, type MailMessage, type OutgoingMail } from "./outbox.ts";
export { orderConfirmationMail } from "./order-confirmation.ts";
