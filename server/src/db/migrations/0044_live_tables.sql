-- Realtime lists (issue 26) for the areas whose writes do not go through the entity factory (so record_history does
-- not see them): each of these tables tells every server process at commit that it changed, with the same statement
-- trigger as the factory's tables (migration 0043: channel `table_changed`, the payload the table's name).
-- server/src/notifications/record-changes.ts (LIVE_TABLES) turns the table into the API paths of the lists showing it.
CREATE TRIGGER orders_live AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER pipeline_items_live AFTER INSERT OR UPDATE OR DELETE ON pipeline_items FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER support_inquiries_live AFTER INSERT OR UPDATE OR DELETE ON support_inquiries FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER cms_pages_live AFTER INSERT OR UPDATE OR DELETE ON cms_pages FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER cms_comments_live AFTER INSERT OR UPDATE OR DELETE ON cms_comments FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER forms_live AFTER INSERT OR UPDATE OR DELETE ON forms FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER form_submissions_live AFTER INSERT OR UPDATE OR DELETE ON form_submissions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER newsletter_members_live AFTER INSERT OR UPDATE OR DELETE ON newsletter_members FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER users_live AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
