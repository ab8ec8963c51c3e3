CREATE TABLE "store_opening_exceptions" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"opens" time,
	"closes" time,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "store_opening_exceptions_store_id_day_pk" PRIMARY KEY("store_id","day"),
	CONSTRAINT "store_opening_exceptions_hours" CHECK (("store_opening_exceptions"."opens" is null and "store_opening_exceptions"."closes" is null) or ("store_opening_exceptions"."opens" is not null and "store_opening_exceptions"."closes" is not null and "store_opening_exceptions"."opens" < "store_opening_exceptions"."closes"))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "store_opening_exceptions" ADD CONSTRAINT "store_opening_exceptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_low_stock_threshold_not_negative" CHECK ("variants"."low_stock_threshold" >= 0);