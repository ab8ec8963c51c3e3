DROP INDEX "product_search_documents_idx";--> statement-breakpoint
CREATE INDEX "product_search_documents_sv_idx" ON "product_search_documents" USING gin ("document") WHERE "product_search_documents"."locale" = 'sv-SE';--> statement-breakpoint
CREATE INDEX "product_search_documents_en_idx" ON "product_search_documents" USING gin ("document") WHERE "product_search_documents"."locale" = 'en-GB';