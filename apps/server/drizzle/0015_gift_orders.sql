DROP INDEX "gift_orders_item_idx";--> statement-breakpoint
DROP INDEX "gift_orders_content_date_idx";--> statement-breakpoint
ALTER TABLE "gift_orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(cust_no || chr(10) || login || chr(10) || main_code || chr(10) || item_no || chr(10) || item_name || chr(10) || contact_person || chr(10) || contact_phone)) STORED;--> statement-breakpoint
CREATE INDEX "gift_orders_company_date_idx" ON "gift_orders" USING btree ("com_id","posting_date","id");--> statement-breakpoint
CREATE INDEX "gift_orders_company_status_date_idx" ON "gift_orders" USING btree ("com_id","gift_entry_status","posting_date","id");--> statement-breakpoint
CREATE INDEX "gift_orders_content_status_date_idx" ON "gift_orders" USING btree ("com_id","content_id","gift_entry_status","posting_date","id");--> statement-breakpoint
CREATE INDEX "gift_orders_customer_date_idx" ON "gift_orders" USING btree ("com_id","cust_no","posting_date","id");--> statement-breakpoint
CREATE INDEX "gift_orders_search_trgm_idx" ON "gift_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gift_orders_item_idx" ON "gift_orders" USING btree ("item_id","gift_entry_status","main_code","quantity");--> statement-breakpoint
CREATE INDEX "gift_orders_content_date_idx" ON "gift_orders" USING btree ("com_id","content_id","posting_date","id");