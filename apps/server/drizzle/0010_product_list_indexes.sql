DROP INDEX "items_company_brand_idx";--> statement-breakpoint
CREATE INDEX "items_product_order_idx" ON "items" USING btree ("com_id","brand","group_code","sub_group_code","description","item_no");--> statement-breakpoint
CREATE INDEX "items_company_analyst_idx" ON "items" USING btree ("com_id","analyst","brand","group_code","sub_group_code");