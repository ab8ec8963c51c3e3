export { createMailService, queueMail, type MailMessage, type MailService } from "./service.ts";
export { orderConfirmationMail } from "./order-confirmation.ts";
