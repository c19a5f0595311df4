DROP INDEX "users_login_trgm_idx";--> statement-breakpoint
DROP INDEX "users_cust_no_trgm_idx";--> statement-breakpoint
DROP INDEX "users_full_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(login || chr(10) || coalesce(cust_no, '') || chr(10) || full_name)) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);