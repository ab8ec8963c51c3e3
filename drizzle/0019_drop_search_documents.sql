DROP TABLE "product_search_documents" CASCADE;--> statement-breakpoint
DROP TABLE "search_words" CASCADE;