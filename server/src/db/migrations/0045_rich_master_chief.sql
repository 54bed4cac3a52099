ALTER TABLE "charge_runs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_payment_id_subscription_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."subscription_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_order_taken_key" ON "payment_requests" USING btree ("order_id") WHERE "payment_requests"."status" in ('processing', 'paid') and "payment_requests"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_period_taken_key" ON "payment_requests" USING btree ("subscription_id","period_start") WHERE "payment_requests"."status" in ('processing', 'paid') and "payment_requests"."period_start" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_period_key" ON "subscription_payments" USING btree ("subscription_id","period_start") WHERE "subscription_payments"."status" <> 'failed' and "subscription_payments"."period_start" is not null;