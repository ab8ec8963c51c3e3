CREATE TABLE "catalogue_changes" (
	"version" integer PRIMARY KEY NOT NULL,
	"kinds" text[] NOT NULL,
	"product_ids" integer[] NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
