CREATE TABLE "product_facets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"manufacturer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"in_stock" boolean NOT NULL,
	"value_ids" integer[] NOT NULL,
	"in_stock_value_ids" integer[] NOT NULL,
	"flag_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_facets_category_idx" ON "product_facets" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "product_facets_values_idx" ON "product_facets" USING gin ("value_ids");--> statement-breakpoint
CREATE INDEX "product_facets_flags_idx" ON "product_facets" USING gin ("flag_ids");--> statement-breakpoint
CREATE INDEX "product_facets_in_stock_idx" ON "product_facets" USING btree ("category_id") WHERE "product_facets"."in_stock";