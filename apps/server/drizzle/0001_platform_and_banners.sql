CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_login" text NOT NULL,
	"com_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"com_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"com_id" integer NOT NULL,
	"cust_no" text NOT NULL,
	"name" text NOT NULL,
	"e_mail" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"main_code" text DEFAULT '' NOT NULL,
	"resp_center" text DEFAULT '' NOT NULL,
	"location_code" text DEFAULT '' NOT NULL,
	"disc_group" text DEFAULT '' NOT NULL,
	"loyalty_code" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"segment" text DEFAULT '' NOT NULL,
	"salesperson_code" text DEFAULT '' NOT NULL,
	"salesperson_name" text DEFAULT '' NOT NULL,
	"legal_entity" text DEFAULT '' NOT NULL,
	"payment_method" text DEFAULT '' NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_date" date,
	CONSTRAINT "customers_com_id_cust_no_pk" PRIMARY KEY("com_id","cust_no")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"pwd_hash" text NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"block_reason" text,
	"full_name" text DEFAULT '' NOT NULL,
	"e_mail" text DEFAULT '' NOT NULL,
	"e_mail_confirmed" boolean DEFAULT false NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"cust_no" text,
	"com_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"banner_id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"banner_type" integer NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"ref" text NOT NULL,
	"pic_file" text,
	"catalog_pic_file" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_roles_role_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("role") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_company_at_idx" ON "audit_log" USING btree ("com_id","at");--> statement-breakpoint
CREATE INDEX "login_failures_login_idx" ON "login_failures" USING btree ("login","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_lower_idx" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "banners_company_sort_idx" ON "banners" USING btree ("com_id","sort","banner_id");--> statement-breakpoint
CREATE INDEX "banners_company_title_idx" ON "banners" USING btree ("com_id","title","banner_id");--> statement-breakpoint
CREATE INDEX "banners_company_type_idx" ON "banners" USING btree ("com_id","banner_type","banner_id");--> statement-breakpoint
CREATE INDEX "banners_company_created_idx" ON "banners" USING btree ("com_id","created","banner_id");--> statement-breakpoint
CREATE INDEX "banners_company_active_idx" ON "banners" USING btree ("com_id","active","banner_id");--> statement-breakpoint
CREATE INDEX "banners_title_trgm_idx" ON "banners" USING gin ("title" gin_trgm_ops);