ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_status_history_paid_idx" ON "order_status_history" USING btree ("changed_at") WHERE to_status = 'processing';--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ((lower("email" || ' ' || coalesce("billing_address"->>'firstName', '') || ' ' || coalesce("billing_address"->>'lastName', ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_inc_vat","order_number");--> statement-breakpoint
CREATE INDEX "orders_pickup_store_idx" ON "orders" USING btree ("pickup_store_id","created_at");