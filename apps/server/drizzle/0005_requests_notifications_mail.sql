CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "confirmation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"cust_no" text NOT NULL,
	"type" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"full_name" text NOT NULL,
	"e_mail" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"ip" text,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(cust_no || chr(10) || full_name || chr(10) || e_mail || chr(10) || phone)) STORED
);
--> statement-breakpoint
CREATE TABLE "notification_types" (
	"type" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"cust_no" text NOT NULL,
	"cust_name" text NOT NULL,
	"type" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"balance_date" date NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"delay_date" date,
	"delay_count" integer DEFAULT 0 NOT NULL,
	"message" text NOT NULL,
	"user_comment" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(cust_no || chr(10) || cust_name)) STORED
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(cust_no || chr(10) || name)) STORED;--> statement-breakpoint
ALTER TABLE "confirmation_tokens" ADD CONSTRAINT "confirmation_tokens_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_tokens" ADD CONSTRAINT "confirmation_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_notification_types_type_fk" FOREIGN KEY ("type") REFERENCES "public"."notification_types"("type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_company_idx" ON "mail_outbox" USING btree ("com_id","id");--> statement-breakpoint
CREATE INDEX "confirmation_tokens_user_idx" ON "confirmation_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "confirmation_tokens_request_idx" ON "confirmation_tokens" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "requests_company_id_idx" ON "requests" USING btree ("com_id","id");--> statement-breakpoint
CREATE INDEX "requests_company_created_idx" ON "requests" USING btree ("com_id","created_date","id");--> statement-breakpoint
CREATE INDEX "requests_company_cust_no_idx" ON "requests" USING btree ("com_id","cust_no","id");--> statement-breakpoint
CREATE INDEX "requests_company_full_name_idx" ON "requests" USING btree ("com_id","full_name","id");--> statement-breakpoint
CREATE INDEX "requests_company_type_idx" ON "requests" USING btree ("com_id","type","id");--> statement-breakpoint
CREATE INDEX "requests_company_status_idx" ON "requests" USING btree ("com_id","status","id");--> statement-breakpoint
CREATE INDEX "requests_search_trgm_idx" ON "requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_ip_created_idx" ON "requests" USING btree ("ip","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_idx" ON "notifications" USING btree ("com_id","type","cust_no","balance_date");--> statement-breakpoint
CREATE INDEX "notifications_company_created_idx" ON "notifications" USING btree ("com_id","created","id");--> statement-breakpoint
CREATE INDEX "notifications_company_cust_no_idx" ON "notifications" USING btree ("com_id","cust_no","id");--> statement-breakpoint
CREATE INDEX "notifications_company_cust_name_idx" ON "notifications" USING btree ("com_id","cust_name","id");--> statement-breakpoint
CREATE INDEX "notifications_company_type_idx" ON "notifications" USING btree ("com_id","type","created","id");--> statement-breakpoint
CREATE INDEX "notifications_company_status_idx" ON "notifications" USING btree ("com_id","status","created","id");--> statement-breakpoint
CREATE INDEX "notifications_search_trgm_idx" ON "notifications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_main_code_idx" ON "customers" USING btree ("com_id","main_code");--> statement-breakpoint
CREATE INDEX "customers_company_resp_center_idx" ON "customers" USING btree ("com_id","resp_center");--> statement-breakpoint
CREATE INDEX "customers_company_location_code_idx" ON "customers" USING btree ("com_id","location_code");--> statement-breakpoint
CREATE INDEX "customers_company_disc_group_idx" ON "customers" USING btree ("com_id","disc_group");--> statement-breakpoint
CREATE INDEX "customers_company_loyalty_code_idx" ON "customers" USING btree ("com_id","loyalty_code");--> statement-breakpoint
CREATE INDEX "customers_company_area_idx" ON "customers" USING btree ("com_id","area");--> statement-breakpoint
CREATE INDEX "customers_company_segment_idx" ON "customers" USING btree ("com_id","segment");--> statement-breakpoint
CREATE INDEX "customers_company_salesperson_code_idx" ON "customers" USING btree ("com_id","salesperson_code");--> statement-breakpoint
CREATE INDEX "customers_company_legal_entity_idx" ON "customers" USING btree ("com_id","legal_entity");--> statement-breakpoint
CREATE INDEX "customers_company_payment_method_idx" ON "customers" USING btree ("com_id","payment_method");--> statement-breakpoint
CREATE INDEX "customers_company_name_idx" ON "customers" USING btree ("com_id","name");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "notification_types" ("type", "name", "template") VALUES (1, 'Debt confirmation', 'Your debt for { Date } is { Debt }. Do you agree with this?') ON CONFLICT DO NOTHING;
