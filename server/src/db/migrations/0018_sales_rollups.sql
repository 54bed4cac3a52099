-- Sales figures kept by the database, day by day (Israel days), so Home's analytics read a few hundred rows for a
-- year instead of every order line (issue 17's bench: a million lines, each figure under 200 ms for a year).
-- Not declared in the drizzle schema: only these triggers write them and only server/src/shop/analytics.ts reads them.
--   order_daily     (day, status): orders, revenue, discounts, shipping, VAT and items of that day's orders by status
--   product_daily   (day, product_id): what sold (paid, shipped, delivered orders): quantity, revenue, orders
--   category_daily  (day, category_id): the same by the categories each line had when sold
--   customer_daily  (day, person_id): each buyer's sold orders and revenue that day
--   customer_first  (person_id): when the buyer's first sold order was placed
-- Bulk writers (demo, bench) set sales.bulk = 'on' for their transaction and call sales_rollups_rebuild() after.
CREATE TABLE "order_daily" ("day" date NOT NULL, "status" text NOT NULL, "orders" integer DEFAULT 0 NOT NULL, "revenue" bigint DEFAULT 0 NOT NULL, "discounts" bigint DEFAULT 0 NOT NULL, "shipping" bigint DEFAULT 0 NOT NULL, "vat" bigint DEFAULT 0 NOT NULL, "items" bigint DEFAULT 0 NOT NULL, PRIMARY KEY ("day", "status"));
--> statement-breakpoint
CREATE TABLE "product_daily" ("day" date NOT NULL, "product_id" integer NOT NULL, "name" text DEFAULT '' NOT NULL, "quantity" bigint DEFAULT 0 NOT NULL, "revenue" bigint DEFAULT 0 NOT NULL, "orders" integer DEFAULT 0 NOT NULL, PRIMARY KEY ("day", "product_id"));
--> statement-breakpoint
CREATE TABLE "category_daily" ("day" date NOT NULL, "category_id" integer NOT NULL, "quantity" bigint DEFAULT 0 NOT NULL, "revenue" bigint DEFAULT 0 NOT NULL, "orders" integer DEFAULT 0 NOT NULL, PRIMARY KEY ("day", "category_id"));
--> statement-breakpoint
CREATE TABLE "customer_daily" ("day" date NOT NULL, "person_id" integer NOT NULL, "orders" integer DEFAULT 0 NOT NULL, "revenue" bigint DEFAULT 0 NOT NULL, PRIMARY KEY ("day", "person_id"));
--> statement-breakpoint
CREATE TABLE "customer_first" ("person_id" integer PRIMARY KEY NOT NULL, "first_sold_at" timestamp with time zone NOT NULL);
--> statement-breakpoint
CREATE INDEX "customer_first_at_idx" ON "customer_first" ("first_sold_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_bulk() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('sales.bulk', true), '') = 'on'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'Asia/Jerusalem')::date
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_sold(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('paid', 'shipped', 'delivered')
$$;
--> statement-breakpoint
-- One line's part (sign +1 or -1) for an order in `status` placed on `day`: its items, and what it sold.
CREATE OR REPLACE FUNCTION sales_apply_line(at_day date, at_status text, line order_lines, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily AS d (day, status, items) VALUES (at_day, at_status, sign * line.quantity)
    ON CONFLICT (day, status) DO UPDATE SET items = d.items + EXCLUDED.items;
  IF sales_sold(at_status) THEN
    IF line.product_id IS NOT NULL THEN
      INSERT INTO product_daily AS p (day, product_id, name, quantity, revenue, orders) VALUES (at_day, line.product_id, line.name, sign * line.quantity, sign * line.total, sign)
        ON CONFLICT (day, product_id) DO UPDATE SET quantity = p.quantity + EXCLUDED.quantity, revenue = p.revenue + EXCLUDED.revenue, orders = p.orders + EXCLUDED.orders, name = EXCLUDED.name;
    END IF;
    INSERT INTO category_daily AS c (day, category_id, quantity, revenue, orders)
      SELECT at_day, cat, sign * line.quantity, sign * line.total, sign FROM unnest(line.category_ids) AS cat
      ON CONFLICT (day, category_id) DO UPDATE SET quantity = c.quantity + EXCLUDED.quantity, revenue = c.revenue + EXCLUDED.revenue, orders = c.orders + EXCLUDED.orders;
  END IF;
END $$;
--> statement-breakpoint
-- An order's own part: its count and totals by status, and its buyer's figures when it sold.
CREATE OR REPLACE FUNCTION sales_apply_order(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  at_day date := sales_day(o.placed_at);
BEGIN
  INSERT INTO order_daily AS d (day, status, orders, revenue, discounts, shipping, vat)
    VALUES (at_day, o.status, sign, sign * o.total, sign * o.discount_total, sign * o.shipping_total, sign * o.vat_total)
    ON CONFLICT (day, status) DO UPDATE SET orders = d.orders + EXCLUDED.orders, revenue = d.revenue + EXCLUDED.revenue,
      discounts = d.discounts + EXCLUDED.discounts, shipping = d.shipping + EXCLUDED.shipping, vat = d.vat + EXCLUDED.vat;
  IF sales_sold(o.status) AND o.person_id IS NOT NULL THEN
    INSERT INTO customer_daily AS c (day, person_id, orders, revenue) VALUES (at_day, o.person_id, sign, sign * o.total)
      ON CONFLICT (day, person_id) DO UPDATE SET orders = c.orders + EXCLUDED.orders, revenue = c.revenue + EXCLUDED.revenue;
  END IF;
END $$;
--> statement-breakpoint
-- The buyer's first sold order, read again from the orders (after a change to one of theirs).
CREATE OR REPLACE FUNCTION sales_first_refresh(pid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first timestamptz;
BEGIN
  IF pid IS NULL THEN RETURN; END IF;
  SELECT min(placed_at) INTO first FROM orders WHERE person_id = pid AND sales_sold(status);
  IF first IS NULL THEN
    DELETE FROM customer_first WHERE person_id = pid;
  ELSE
    INSERT INTO customer_first (person_id, first_sold_at) VALUES (pid, first) ON CONFLICT (person_id) DO UPDATE SET first_sold_at = EXCLUDED.first_sold_at;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sales_after() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line order_lines;
BEGIN
  IF sales_bulk() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_apply_order(NEW, 1);
    IF sales_sold(NEW.status) THEN PERFORM sales_first_refresh(NEW.person_id); END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM sales_apply_order(OLD, -1);
    PERFORM sales_apply_order(NEW, 1);
    FOR line IN SELECT * FROM order_lines WHERE order_id = NEW.id LOOP
      PERFORM sales_apply_line(sales_day(OLD.placed_at), OLD.status, line, -1);
      PERFORM sales_apply_line(sales_day(NEW.placed_at), NEW.status, line, 1);
    END LOOP;
    PERFORM sales_first_refresh(OLD.person_id);
    IF NEW.person_id IS DISTINCT FROM OLD.person_id THEN PERFORM sales_first_refresh(NEW.person_id); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Before an order goes its lines are still there: take its whole part away (its lines go by cascade, unseen).
CREATE OR REPLACE FUNCTION orders_sales_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line order_lines;
BEGIN
  IF sales_bulk() THEN RETURN OLD; END IF;
  PERFORM sales_apply_order(OLD, -1);
  FOR line IN SELECT * FROM order_lines WHERE order_id = OLD.id LOOP
    PERFORM sales_apply_line(sales_day(OLD.placed_at), OLD.status, line, -1);
  END LOOP;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sales_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT sales_bulk() THEN PERFORM sales_first_refresh(OLD.person_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_lines_sales_after() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  IF sales_bulk() THEN RETURN NULL; END IF;
  SELECT * INTO o FROM orders WHERE id = NEW.order_id;
  IF FOUND THEN PERFORM sales_apply_line(sales_day(o.placed_at), o.status, NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_after AFTER INSERT OR UPDATE OF status, total, discount_total, shipping_total, vat_total, person_id, placed_at ON orders FOR EACH ROW EXECUTE FUNCTION orders_sales_after();
--> statement-breakpoint
CREATE TRIGGER orders_sales_before_delete BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_sales_before_delete();
--> statement-breakpoint
CREATE TRIGGER orders_sales_after_delete AFTER DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_sales_after_delete();
--> statement-breakpoint
CREATE TRIGGER order_lines_sales_after AFTER INSERT ON order_lines FOR EACH ROW EXECUTE FUNCTION order_lines_sales_after();
--> statement-breakpoint
-- Everything again from the orders and their lines: after bulk writes, or to mend the figures.
CREATE OR REPLACE FUNCTION sales_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_daily; DELETE FROM product_daily; DELETE FROM category_daily; DELETE FROM customer_daily; DELETE FROM customer_first;
  INSERT INTO order_daily (day, status, orders, revenue, discounts, shipping, vat, items)
    SELECT sales_day(o.placed_at), o.status, count(*), sum(o.total), sum(o.discount_total), sum(o.shipping_total), sum(o.vat_total),
           coalesce(sum((SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = o.id)), 0)
    FROM orders o GROUP BY 1, 2;
  INSERT INTO product_daily (day, product_id, name, quantity, revenue, orders)
    SELECT sales_day(o.placed_at), l.product_id, max(l.name), sum(l.quantity), sum(l.total), count(*)
    FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE sales_sold(o.status) AND l.product_id IS NOT NULL GROUP BY 1, 2;
  INSERT INTO category_daily (day, category_id, quantity, revenue, orders)
    SELECT sales_day(o.placed_at), cat, sum(l.quantity), sum(l.total), count(*)
    FROM order_lines l JOIN orders o ON o.id = l.order_id CROSS JOIN LATERAL unnest(l.category_ids) AS cat WHERE sales_sold(o.status) GROUP BY 1, 2;
  INSERT INTO customer_daily (day, person_id, orders, revenue)
    SELECT sales_day(placed_at), person_id, count(*), sum(total) FROM orders WHERE sales_sold(status) AND person_id IS NOT NULL GROUP BY 1, 2;
  INSERT INTO customer_first (person_id, first_sold_at)
    SELECT person_id, min(placed_at) FROM orders WHERE sales_sold(status) AND person_id IS NOT NULL GROUP BY 1;
END $$;
--> statement-breakpoint
SELECT sales_rollups_rebuild();
