CREATE INDEX "users_company_login_idx" ON "users" USING btree ("com_id","login");--> statement-breakpoint
CREATE INDEX "users_company_cust_no_idx" ON "users" USING btree ("com_id","cust_no","login");--> statement-breakpoint
CREATE INDEX "users_company_full_name_idx" ON "users" USING btree ("com_id","full_name");--> statement-breakpoint
CREATE INDEX "users_login_trgm_idx" ON "users" USING gin ("login" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_cust_no_trgm_idx" ON "users" USING gin ("cust_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);