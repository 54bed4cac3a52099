-- Shipping prices were shekels in numeric(12,2) read as JavaScript floats; they become whole agorot like every other amount.
ALTER TABLE "shipping_options" ALTER COLUMN "price" SET DATA TYPE integer USING round("price" * 100)::integer;
