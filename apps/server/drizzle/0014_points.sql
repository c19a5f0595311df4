CREATE TABLE "content_groups" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"parent_group_id" integer,
	"gift_group" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"max_order_items" integer DEFAULT 0 NOT NULL,
	"pic_file" text,
	CONSTRAINT "content_groups_content_group_key" UNIQUE("com_id","content_id","group_id"),
	CONSTRAINT "content_groups_name_check" CHECK (length("content_groups"."gift_group") between 1 and 100),
	CONSTRAINT "content_groups_sort_check" CHECK ("content_groups"."sort" >= 0),
	CONSTRAINT "content_groups_max_order_items_check" CHECK ("content_groups"."max_order_items" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"item_type" smallint NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"item_no" text NOT NULL,
	"nav_item_no" text NOT NULL,
	"group_id" integer,
	"active" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost_points" numeric(14, 2) DEFAULT 0 NOT NULL,
	"first_pic" text,
	"max_order_items" integer DEFAULT 0 NOT NULL,
	"date_from" date,
	"date_to" date,
	CONSTRAINT "content_items_key" UNIQUE("com_id","content_id","item_type","item_no","sort"),
	CONSTRAINT "content_items_company_id_key" UNIQUE("com_id","content_id","id"),
	CONSTRAINT "content_items_type_check" CHECK ("content_items"."item_type" in (1, 2)),
	CONSTRAINT "content_items_item_no_check" CHECK (length("content_items"."item_no") between 1 and 20),
	CONSTRAINT "content_items_nav_item_no_check" CHECK (length("content_items"."nav_item_no") between 1 and 20),
	CONSTRAINT "content_items_numbers_check" CHECK ("content_items"."sort" >= 0 and "content_items"."quantity" >= 0 and "content_items"."cost_points" >= 0 and "content_items"."max_order_items" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "gift_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"cust_no" text NOT NULL,
	"main_code" text NOT NULL,
	"login" text DEFAULT '' NOT NULL,
	"item_no" text NOT NULL,
	"item_name" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"points" numeric(14, 2) NOT NULL,
	"gift_entry_status" smallint DEFAULT 1 NOT NULL,
	"posting_date" timestamp with time zone DEFAULT now() NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "gift_orders_status_check" CHECK ("gift_orders"."gift_entry_status" between 1 and 5),
	CONSTRAINT "gift_orders_numbers_check" CHECK ("gift_orders"."quantity" > 0 and "gift_orders"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_accruals" (
	"com_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"main_code" text NOT NULL,
	"points" numeric(14, 2) NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "points_accruals_pkey" PRIMARY KEY("com_id","content_id","main_code")
);
--> statement-breakpoint
CREATE TABLE "points_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"main_code" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text NOT NULL,
	"reverses_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_adjustments_reverses_key" UNIQUE("reverses_id"),
	CONSTRAINT "points_adjustments_amount_check" CHECK ("points_adjustments"."amount" <> 0),
	CONSTRAINT "points_adjustments_description_check" CHECK (length("points_adjustments"."description") between 1 and 250)
);
--> statement-breakpoint
CREATE TABLE "points_income_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"exclude" boolean DEFAULT false NOT NULL,
	"brands" text DEFAULT '' NOT NULL,
	"groups" text DEFAULT '' NOT NULL,
	"sub_groups" text DEFAULT '' NOT NULL,
	"items" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"posting_date" date NOT NULL,
	"cust_no" text NOT NULL,
	"item_no" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_lines_numbers_check" CHECK ("sales_lines"."quantity" >= 0 and "sales_lines"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "income_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_groups" ADD CONSTRAINT "content_groups_content_fk" FOREIGN KEY ("com_id","content_id") REFERENCES "public"."contents"("com_id","content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_groups" ADD CONSTRAINT "content_groups_parent_fk" FOREIGN KEY ("com_id","content_id","parent_group_id") REFERENCES "public"."content_groups"("com_id","content_id","group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_content_fk" FOREIGN KEY ("com_id","content_id") REFERENCES "public"."contents"("com_id","content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_group_fk" FOREIGN KEY ("com_id","content_id","group_id") REFERENCES "public"."content_groups"("com_id","content_id","group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_orders" ADD CONSTRAINT "gift_orders_content_fk" FOREIGN KEY ("com_id","content_id") REFERENCES "public"."contents"("com_id","content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_orders" ADD CONSTRAINT "gift_orders_item_fk" FOREIGN KEY ("com_id","content_id","item_id") REFERENCES "public"."content_items"("com_id","content_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accruals" ADD CONSTRAINT "points_accruals_content_fk" FOREIGN KEY ("com_id","content_id") REFERENCES "public"."contents"("com_id","content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_adjustments" ADD CONSTRAINT "points_adjustments_content_fk" FOREIGN KEY ("com_id","content_id") REFERENCES "public"."contents"("com_id","content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_adjustments" ADD CONSTRAINT "points_adjustments_reverses_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."points_adjustments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_income_rules" ADD CONSTRAINT "points_income_rules_content_fk" FOREIGN KEY ("com_id","content_id") REFERENCES "public"."contents"("com_id","content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_groups_content_idx" ON "content_groups" USING btree ("com_id","content_id","sort","group_id");--> statement-breakpoint
CREATE INDEX "content_groups_parent_idx" ON "content_groups" USING btree ("com_id","content_id","parent_group_id");--> statement-breakpoint
CREATE INDEX "content_items_list_idx" ON "content_items" USING btree ("com_id","content_id","item_type","sort","item_no");--> statement-breakpoint
CREATE INDEX "content_items_group_idx" ON "content_items" USING btree ("com_id","content_id","group_id");--> statement-breakpoint
CREATE INDEX "gift_orders_item_idx" ON "gift_orders" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "gift_orders_customer_idx" ON "gift_orders" USING btree ("com_id","content_id","main_code");--> statement-breakpoint
CREATE INDEX "gift_orders_content_date_idx" ON "gift_orders" USING btree ("com_id","content_id","posting_date");--> statement-breakpoint
CREATE INDEX "points_adjustments_customer_idx" ON "points_adjustments" USING btree ("com_id","content_id","main_code");--> statement-breakpoint
CREATE INDEX "points_income_rules_content_idx" ON "points_income_rules" USING btree ("com_id","content_id","id");--> statement-breakpoint
CREATE INDEX "sales_lines_company_date_idx" ON "sales_lines" USING btree ("com_id","posting_date");--> statement-breakpoint
CREATE INDEX "sales_lines_company_customer_idx" ON "sales_lines" USING btree ("com_id","cust_no","posting_date");