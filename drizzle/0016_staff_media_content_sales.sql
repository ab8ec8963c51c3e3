CREATE TABLE "sale_schedules" (
	"price_list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sale_price_inc_vat" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"started" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sale_schedules_price_list_id_product_id_pk" PRIMARY KEY("price_list_id","product_id"),
	CONSTRAINT "sale_schedules_positive_price" CHECK ("sale_schedules"."sale_price_inc_vat" > 0),
	CONSTRAINT "sale_schedules_window" CHECK ("sale_schedules"."starts_at" is null or "sale_schedules"."ends_at" is null or "sale_schedules"."starts_at" < "sale_schedules"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "product_files" ADD COLUMN "alt_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content_stories" ADD COLUMN "draft_content" jsonb;--> statement-breakpoint
ALTER TABLE "sale_schedules" ADD CONSTRAINT "sale_schedules_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_schedules" ADD CONSTRAINT "sale_schedules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_schedules_start_idx" ON "sale_schedules" USING btree ("starts_at") WHERE not "sale_schedules"."started";--> statement-breakpoint
CREATE INDEX "sale_schedules_end_idx" ON "sale_schedules" USING btree ("ends_at") WHERE "sale_schedules"."started";