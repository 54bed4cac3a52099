ALTER TABLE "subscription_payments" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "credit_applied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "credit" integer DEFAULT 0 NOT NULL;