ALTER TABLE "outgoing_mail" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "template_input" jsonb;