export { createNewsletterService, type NewsletterService } from "./service.ts";
export { eraseSubscriber } from "./subscriber-erasure.ts";
export { findNewsletterConsent, listSubscribers, type NewsletterConsent } from "./subscriber-list.ts";
