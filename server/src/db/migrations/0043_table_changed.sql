-- Counts of the factory's lists kept in memory (server/src/crud/list-counts.ts): every write to an entity's table,
-- whatever makes it (the factory, a hook, an order taking stock, SQL by hand), tells every server process at commit
-- on the channel `table_changed`, the payload the table's name (one notification a table and transaction: PostgreSQL
-- folds repeats). A table without this trigger has its lists counted every time; a new factory entity adds its table
-- here in its own migration (server/test/list-counts.test.ts checks every entity's table has it).
CREATE OR REPLACE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['authors', 'shipping_options', 'notes', 'product_categories', 'products', 'bundles',
    'subscription_options', 'promotions', 'coupons', 'pipelines', 'library_categories', 'library_items',
    'library_collections', 'adverts', 'subscriptions', 'subscription_payments', 'shop_events', 'newsletter_lists',
    'newsletter_segments', 'newsletter_templates', 'newsletter_campaigns', 'message_templates', 'roles'] LOOP
    EXECUTE format('CREATE TRIGGER table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()', name);
  END LOOP;
END $$;
