export { createNewsletterService, type NewsletterService } from "./service.ts";
export { eraseSubscriber } from "./subscriber-erasure.ts";
