import { sql } from "drizzle-orm";
import type { Database } from "./db/client.ts";
import { createAccountsService } from "./modules/accounts/index.ts";
import { createCatalogueService, createVersionWatch } from "./modules/catalogue/index.ts";
import { type ContentSource, createLocalContentSource } from "./modules/content/index.ts";
import { createMediaService } from "./modules/media/index.ts";
import { createNewsletterService } from "./modules/newsletter/index.ts";
import { createOrdersService } from "./modules/orders/index.ts";
import { createPricingService } from "./modules/pricing/index.ts";
import { createSearchService } from "./modules/search/index.ts";
import { createStoresService } from "./modules/stores/index.ts";

export interface CommerceLogger {
  warn: (message: string, details?: object) => void;
}

/** The engine: every service, bound to one database. The storefront and the API both use it. */
export interface CommerceOptions {
  /** Where stories come from; our own database when not given. */
  content?: ContentSource;
}

export function createCommerce(db: Database, log: CommerceLogger, options: CommerceOptions = {}) {
  // One watch per process: every cache of catalogue data follows the same version.
  const catalogueVersion = createVersionWatch(db);
  const catalogue = createCatalogueService(db, catalogueVersion);
  return {
    content: options.content ?? createLocalContentSource(db),
    catalogue,
    search: createSearchService(db, catalogue, catalogueVersion),
    pricing: createPricingService(db, log, catalogueVersion),
    media: createMediaService(db),
    newsletter: createNewsletterService(db),
    accounts: createAccountsService(db),
    orders: createOrdersService(db),
    stores: createStoresService(db),
    /** Answers whether the database takes queries, for /readyz. */
    async checkDatabase(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type Commerce = ReturnType<typeof createCommerce>;
