DROP INDEX "users_company_login_idx";--> statement-breakpoint
DROP INDEX "users_company_cust_no_idx";--> statement-breakpoint
CREATE INDEX "users_company_login_lower_idx" ON "users" USING btree ("com_id",lower("login"));--> statement-breakpoint
CREATE INDEX "users_company_cust_no_login_lower_idx" ON "users" USING btree ("com_id","cust_no",lower("login"));