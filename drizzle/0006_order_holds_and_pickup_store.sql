ALTER TABLE "orders" DROP CONSTRAINT "orders_idempotencyKey_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_store" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_basket_idempotency_key_idx" ON "orders" USING btree ("basket_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_basket_idx" ON "orders" USING btree ("basket_id") WHERE status in ('checkout', 'processing', 'accepted', 'completed');--> statement-breakpoint
CREATE INDEX "orders_hold_expiry_idx" ON "orders" USING btree ("hold_expires_at") WHERE status = 'checkout';