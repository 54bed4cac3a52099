ALTER TABLE "support_messages" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "delivery" text;--> statement-breakpoint
-- Replies whose send failed were kept as drafts with the error: they are failed sends, to be sent again.
UPDATE "support_messages" SET "state" = 'failed', "error_code" = 'MAIL_ERROR' WHERE "state" = 'draft' AND "error" IS NOT NULL;
