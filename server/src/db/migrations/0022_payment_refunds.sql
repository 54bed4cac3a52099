ALTER TABLE "subscription_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "refund_reason" text;