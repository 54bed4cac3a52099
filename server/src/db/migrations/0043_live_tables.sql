-- Realtime lists (issue 26) for the areas whose writes do not go through the entity factory (so record_history does
-- not see them): each of these tables tells every server process, at commit, that it changed. The payload is
-- `table:<name>`; server/src/notifications/record-changes.ts (LIVE_TABLES) turns it into the API paths the admin
-- lists read. One notification per statement; PostgreSQL folds the same payload within a transaction into one.
CREATE OR REPLACE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], 'table:' || TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_live AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('records_changed');
--> statement-breakpoint
CREATE TRIGGER pipeline_items_live AFTER INSERT OR UPDATE OR DELETE ON pipeline_items FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('records_changed');
--> statement-breakpoint
CREATE TRIGGER support_inquiries_live AFTER INSERT OR UPDATE OR DELETE ON support_inquiries FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('records_changed');
--> statement-breakpoint
CREATE TRIGGER cms_pages_live AFTER INSERT OR UPDATE OR DELETE ON cms_pages FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('records_changed');
--> statement-breakpoint
CREATE TRIGGER cms_comments_live AFTER INSERT OR UPDATE OR DELETE ON cms_comments FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('records_changed');
--> statement-breakpoint
CREATE TRIGGER forms_live AFTER INSERT OR UPDATE OR DELETE ON forms FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('records_changed');
--> statement-breakpoint
CREATE TRIGGER form_submissions_live AFTER INSERT OR UPDATE OR DELETE ON form_submissions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('records_changed');
--> statement-breakpoint
CREATE TRIGGER newsletter_members_live AFTER INSERT OR UPDATE OR DELETE ON newsletter_members FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('records_changed');
--> statement-breakpoint
CREATE TRIGGER users_live AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('records_changed');
