ALTER TABLE "users" ADD COLUMN "is_reader" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "isbn" text;--> statement-breakpoint
CREATE INDEX "library_items_isbn_idx" ON "library_items" USING btree ("isbn");