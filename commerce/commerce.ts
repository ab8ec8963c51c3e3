import { sql } from "drizzle-orm";
import type { Database } from "./db/client.ts";
import { createDashboardService } from "./flows/dashboard.ts";
import { deleteAccount } from "./flows/delete-account.ts";
import { logInShopper, type LogInShopperInput } from "./flows/log-in-shopper.ts";
import { signUpCustomer, type SignUpCustomerInput } from "./flows/sign-up-customer.ts";
import { createOrderFlows } from "./flows/place-order.ts";
import { createExpiredOrderRelease } from "./flows/release-expired-orders.ts";
import { createDueSaleSweep } from "./flows/apply-due-sales.ts";
import { createStaffOrderActions } from "./flows/staff-order-actions.ts";
import { createStaffProductBulk } from "./flows/staff-product-bulk.ts";
import { createStaffProductEditor } from "./flows/staff-product-editor.ts";
import { createStaffProductCsv } from "./flows/staff-product-csv.ts";
import { createStaffProductPictures } from "./flows/staff-product-pictures.ts";
import { createStaffProductVariants } from "./flows/staff-product-variants.ts";
import { createStaffOrderReads } from "./flows/staff-order-reads.ts";
import { createStaffStockService } from "./flows/staff-stock-service.ts";
import { createStaffCustomersService } from "./flows/staff-customer-service.ts";
import { createStaffFreeDelivery } from "./flows/staff-free-delivery.ts";
import { submitCheckout, type SubmitCheckoutInput } from "./flows/submit-checkout.ts";
import { createAccountsService } from "./modules/accounts/index.ts";
import { createAuditService } from "./modules/audit/index.ts";
import { createBasketService } from "./modules/basket/index.ts";
import { createCheckoutMethods } from "./modules/checkout/index.ts";
import { createMailDelivery, createMailService, type MailDeliveryOptions } from "./modules/mail/index.ts";
import { createCatalogueService, createCatalogueFeed, createStaffCatalogueService } from "./modules/catalogue/index.ts";
import { createStaffVocabularyService } from "./modules/catalogue/index.ts";
import { type ContentSource, createLocalContentSource, createStaffContentService } from "./modules/content/index.ts";
import { createStaffCategoriesService } from "./modules/catalogue/index.ts";
import { createMediaService, type MediaStore } from "./modules/media/index.ts";
import { createNewsletterService } from "./modules/newsletter/index.ts";
import { createCheckoutOrderChanges, createOrdersService, defaultOrderCreationLimits } from "./modules/orders/index.ts";
import { hasPayment } from "./modules/payments/index.ts";
import { createPricingService } from "./modules/pricing/index.ts";
import { createSearchService, type SearchServiceOptions } from "./modules/search/index.ts";
import { createSettingsService } from "./modules/settings/index.ts";
import { createStaffService } from "./modules/staff/index.ts";
import { createStaffStoresService, createStoresService } from "./modules/stores/index.ts";
import { createWishlistService } from "./modules/wishlist/index.ts";
import type { PaymentProvider } from "./providers/payments/payment-provider.ts";
import { createSandboxPaymentProvider } from "./providers/payments/sandbox.ts";
import { createOutboxMailProvider } from "./providers/mail/outbox-provider.ts";

export interface CommerceLogger {
  warn: (message: string, details?: object) => void;
}

/** The engine: every service, bound to one database. The storefront and the API both use it. */
export interface CommerceOptions {
  /** Where stories come from; our own database when not given. */
  content?: ContentSource;
  /** Who takes payments; the offline sandbox when not given. */
  payments?: PaymentProvider;
  /** How long an unpaid order in `checkout` holds its stock (CHECKOUT_HOLD_MINUTES); 15 when not given. */
  checkoutHoldMinutes?: number;
  /** Checkout orders one client address may create in an hour (CHECKOUT_ORDERS_PER_ADDRESS); 30 when not given. */
  checkoutOrdersPerAddress?: number;
  /** Hears each time the facet index is made whole, from the snapshot or by a full build (for the log). */
  onFacetIndexBuilt?: SearchServiceOptions["onBuilt"];
  /** Who delivers queued mail and the public origin its pictures link to; the outbox (nothing is sent) when not given. */
  mail?: MailDeliveryOptions;
  /** Where pictures' originals are kept (MEDIA_STORE); the database when not given. */
  mediaStore?: MediaStore;
}

export function createCommerce(db: Database, log: CommerceLogger, options: CommerceOptions = {}) {
  // One feed per process: every cache of catalogue data follows the same changes.
  const catalogueFeed = createCatalogueFeed(db);
  const catalogue = createCatalogueService(db, catalogueFeed);
  const search = createSearchService(db, catalogue, catalogueFeed, {
    onBuilt: options.onFacetIndexBuilt,
    warn: log.warn,
  });
  const payments = options.payments ?? createSandboxPaymentProvider();
  const checkoutMethods = createCheckoutMethods(db, payments.name, catalogueFeed);
  const basket = createBasketService(db, checkoutMethods);
  const pricing = createPricingService(db, log, catalogueFeed);
  const settings = createSettingsService(db);
  const stores = createStoresService(db);
  const accounts = createAccountsService(db);
  const onStockChanged = (productIds: number[]) => search.stockChanged(productIds);
  const orderCreationLimits = {
    ...defaultOrderCreationLimits,
    perAddressPerHour: options.checkoutOrdersPerAddress ?? defaultOrderCreationLimits.perAddressPerHour,
  };
  const checkoutHoldMinutes = options.checkoutHoldMinutes ?? 15;
  const media = createMediaService(db, options.mediaStore);
  const content = options.content ?? createLocalContentSource(db);
  const checkout = createOrderFlows(db, {
    basket,
    checkoutMethods,
    payments,
    log,
    onStockChanged,
    checkoutHoldMinutes,
    orderCreationLimits,
  });
  return {
    content,
    /**
     * The catalogue's version and this process's own changes, for caches outside the engine (the
     * server's page cache drops every page when either moves).
     */
    catalogueChanges: {
      current: () => catalogueFeed.current(),
      onChangedHere: (listener: () => void) => catalogueFeed.onChangedHere(listener),
    },
    catalogue,
    search,
    basket,
    checkoutMethods,
    checkout,
    /** One sweep of the stock-hold sweeper (server.ts runs it every CHECKOUT_SWEEP_SECONDS); see flows/release-expired-orders.ts. */
    releaseExpiredOrders: createExpiredOrderRelease(db, {
      payments,
      settlePayment: checkout.settlePayment,
      onStockChanged,
      log,
      checkoutHoldMinutes,
    }),
    /** One sweep of the sale sweeper (server/sale-sweeper.ts runs it every few seconds); see flows/apply-due-sales.ts. */
    applyDueSales: createDueSaleSweep(db, { catalogueFeed, now: () => new Date() }),
    mail: createMailService(db, options.mail?.provider.name ?? "outbox"),
    /** One round of the mail delivery worker (server/mail-worker.ts runs it every MAIL_POLL_SECONDS); see modules/mail/mail-delivery.ts. */
    deliverDueMail: createMailDelivery(db, options.mail ?? { provider: createOutboxMailProvider() }),
    pricing,
    media,
    newsletter: createNewsletterService(db),
    accounts,
    /** The back office's people: sign-in, invites, roles, own accounts. */
    staff: createStaffService(db),
    audit: createAuditService(db),
    settings,
    /** The settings form's free-delivery thresholds, typed in each currency's whole units; see flows/staff-free-delivery.ts. */
    staffFreeDelivery: createStaffFreeDelivery({ settings, listCurrencies: () => pricing.listCurrencies() }),
    /** Creates a customer's account with its welcome mail; see flows/sign-up-customer.ts. */
    signUpCustomer: (input: SignUpCustomerInput) => signUpCustomer({ accounts }, input),
    /** Logs a shopper in and gives them their basket; see flows/log-in-shopper.ts. */
    logInShopper: (input: LogInShopperInput) => logInShopper({ accounts, basket }, input),
    /** Saves a checkout form to the basket and places its order; see flows/submit-checkout.ts. */
    submitCheckout: (input: SubmitCheckoutInput) => submitCheckout({ basket, checkout }, input),
    /** Deletes an account after the typed confirmation; see flows/delete-account.ts. */
    deleteAccount: (customerId: number, confirmation: string) => deleteAccount(db, customerId, confirmation),
    orders: createOrdersService(db),
    checkoutOrders: createCheckoutOrderChanges(db, onStockChanged, hasPayment),
    /** The back office's order reads (list with its filters, export, live list, detail); see flows/staff-order-reads.ts. */
    staffOrders: createStaffOrderReads(db, { checkoutMethods, pricing, stores }),
    /** The back office's product list; see modules/catalogue/staff-service.ts. */
    staffCatalogue: createStaffCatalogueService(db, () => pricing.getDefaultCurrency(), catalogueFeed),
    /** The back office's brands, flags, colours and sizes; see modules/catalogue/staff-vocabulary.ts. */
    staffVocabulary: createStaffVocabularyService(db, catalogueFeed),
    /** The product list's bulk actions (publish, flags, category, price); see flows/staff-product-bulk.ts. */
    staffProductBulk: createStaffProductBulk({
      db,
      search,
      log,
      readDefaultCurrency: () => pricing.getDefaultCurrency(),
    }),
    /** The back office's category tree (add, rename, move, picture, show or hide, delete); see modules/catalogue/staff-categories.ts. */
    staffCategories: createStaffCategoriesService(db, catalogueFeed, { findImage: media.getMediaFile }),
    /** The back office's product editor (create, edit, duplicate, archive, restore); see flows/staff-product-editor.ts. */
    staffProducts: createStaffProductEditor({ db, search, log, listCurrencies: () => pricing.listCurrencies() }),
    /** The product CSV: export, and an import checked first and applied all or nothing, with progress; see flows/staff-product-csv.ts. */
    staffProductCsv: createStaffProductCsv({ db, search, log, listCurrencies: () => pricing.listCurrencies() }),
    /** The product pictures page (upload, order, colour, alt text per language, delete); see flows/staff-product-pictures.ts. */
    staffProductPictures: createStaffProductPictures({ db, search, log, media }),
    /** A product's variants grid (add colour × size combinations, save changed cells together, remove); see flows/staff-product-variants.ts. */
    staffVariants: createStaffProductVariants({ db, search, log, listCurrencies: () => pricing.listCurrencies() }),
    /** The back office's order actions (accept, complete, decline, remove, refund, notes); see flows/staff-order-actions.ts. */
    orderActions: createStaffOrderActions(db, { payments, log, onStockChanged }),
    stores,
    /** The back office's stories (list, editor's drafts, preview, publish); see modules/content/staff-content-service.ts. */
    staffContent: createStaffContentService(db, () => content.forget?.()),
    /** The back office's stores (list, editor, dated exceptions to opening hours); see modules/stores/staff-store-service.ts. */
    staffStores: createStaffStoresService(db),
    /** The back office's stock: adjustments, low-stock thresholds, stock files; see flows/staff-stock-service.ts. */
    staffStock: createStaffStockService(db, { log, onStockChanged }),
    wishlist: createWishlistService(db),
    /** The back office's customers; see flows/staff-customer-service.ts. */
    staffCustomers: createStaffCustomersService(db),
    /** The back office's start page; see flows/dashboard.ts. */
    dashboard: createDashboardService(db),
    /** Answers whether the database takes queries, for /readyz. */
    async checkDatabase(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type Commerce = ReturnType<typeof createCommerce>;
