CREATE TYPE "public"."payment_status" AS ENUM('pending', 'action_required', 'authorized', 'captured', 'declined', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."payment_method_kind" ADD VALUE 'hosted';--> statement-breakpoint
CREATE TABLE "order_stock_allocations" (
	"order_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "order_stock_allocations_order_id_variant_id_warehouse_id_pk" PRIMARY KEY("order_id","variant_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"method_kind" text NOT NULL,
	"status" "payment_status" NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"instalment_months" integer,
	"monthly_amount" integer,
	"card_last4" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"authorized_at" timestamp with time zone,
	"captured_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_stock_allocations" ADD CONSTRAINT "order_stock_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;