export { createNewsletterService, type NewsletterService } from "./service.ts";
