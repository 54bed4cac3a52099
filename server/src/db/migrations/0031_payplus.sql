CREATE TABLE "payplus_calls" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "provider_page_uid" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "provider_link" text;--> statement-breakpoint
CREATE INDEX "payment_requests_page_uid_idx" ON "payment_requests" USING btree ("provider_page_uid");