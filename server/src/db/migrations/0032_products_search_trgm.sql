CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_isbn_trgm_idx" ON "products" USING gin ("isbn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_publisher_trgm_idx" ON "products" USING gin ("publisher" gin_trgm_ops);