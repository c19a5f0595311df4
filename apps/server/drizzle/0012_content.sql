CREATE TABLE "content_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"exclude" boolean DEFAULT false NOT NULL,
	"cust_no" text,
	"main_code" text,
	"resp_center" text,
	"location_code" text,
	"disc_group" text,
	"loyalty_code" text,
	"area" text,
	"segment" text,
	"salesperson_code" text,
	"legal_entity" text,
	"payment_method" text,
	CONSTRAINT "content_terms_some_value_check" CHECK (num_nonnulls("content_terms"."cust_no", "content_terms"."main_code", "content_terms"."resp_center", "content_terms"."location_code", "content_terms"."disc_group", "content_terms"."loyalty_code", "content_terms"."area", "content_terms"."segment", "content_terms"."salesperson_code", "content_terms"."legal_entity", "content_terms"."payment_method") > 0),
	CONSTRAINT "content_terms_value_length_check" CHECK (coalesce(length("content_terms"."cust_no") between 1 and 100, true) and coalesce(length("content_terms"."main_code") between 1 and 100, true) and coalesce(length("content_terms"."resp_center") between 1 and 100, true) and coalesce(length("content_terms"."location_code") between 1 and 100, true) and coalesce(length("content_terms"."disc_group") between 1 and 100, true) and coalesce(length("content_terms"."loyalty_code") between 1 and 100, true) and coalesce(length("content_terms"."area") between 1 and 100, true) and coalesce(length("content_terms"."segment") between 1 and 100, true) and coalesce(length("content_terms"."salesperson_code") between 1 and 100, true) and coalesce(length("content_terms"."legal_entity") between 1 and 100, true) and coalesce(length("content_terms"."payment_method") between 1 and 100, true))
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"content_id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"content_type" smallint NOT NULL,
	"parent_content_id" integer,
	"title" text NOT NULL,
	"alias" text NOT NULL,
	"description" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL,
	"income_stop" boolean DEFAULT false NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"add14_days" boolean DEFAULT false NOT NULL,
	"auto_shipment" boolean DEFAULT false NOT NULL,
	"show_rating" boolean DEFAULT false NOT NULL,
	"hide_gifts" boolean DEFAULT false NOT NULL,
	"hide_order_button" boolean DEFAULT false NOT NULL,
	"allow_order" boolean DEFAULT false NOT NULL,
	"max_order_items" integer DEFAULT 0 NOT NULL,
	"cost_name" text DEFAULT 'балів' NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"order_from" date NOT NULL,
	"order_to" date NOT NULL,
	"pic_file" text,
	"thumb_file" text,
	"slide_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || chr(10) || description)) STORED,
	CONSTRAINT "contents_company_id_key" UNIQUE("com_id","content_id"),
	CONSTRAINT "contents_company_alias_key" UNIQUE("com_id","alias"),
	CONSTRAINT "contents_type_check" CHECK ("contents"."content_type" in (1, 2, 3, 4, 6)),
	CONSTRAINT "contents_parent_check" CHECK ("contents"."parent_content_id" <> "contents"."content_id"),
	CONSTRAINT "contents_title_check" CHECK (length("contents"."title") between 1 and 300),
	CONSTRAINT "contents_alias_check" CHECK ("contents"."alias" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("contents"."alias") <= 300),
	CONSTRAINT "contents_description_check" CHECK (length("contents"."description") between 1 and 250),
	CONSTRAINT "contents_text_check" CHECK (length("contents"."text") <= 200000),
	CONSTRAINT "contents_cost_name_check" CHECK (length("contents"."cost_name") <= 20),
	CONSTRAINT "contents_max_order_items_check" CHECK ("contents"."max_order_items" between 0 and 9999),
	CONSTRAINT "contents_gift_check" CHECK (not "contents"."is_gift" or "contents"."content_type" = 3),
	CONSTRAINT "contents_gift_flags_check" CHECK (not ("contents"."income_stop" or "contents"."is_finished") or "contents"."is_gift"),
	CONSTRAINT "contents_dates_check" CHECK ("contents"."date_to" > "contents"."date_from" and "contents"."order_to" > "contents"."order_from" and "contents"."order_from" >= "contents"."date_from")
);
--> statement-breakpoint
ALTER TABLE "content_terms" ADD CONSTRAINT "content_terms_content_fk" FOREIGN KEY ("com_id","content_id") REFERENCES "public"."contents"("com_id","content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_parent_fk" FOREIGN KEY ("com_id","parent_content_id") REFERENCES "public"."contents"("com_id","content_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_terms_content_idx" ON "content_terms" USING btree ("com_id","content_id","id");--> statement-breakpoint
CREATE INDEX "contents_top_id_idx" ON "contents" USING btree ("com_id","content_id") WHERE parent_content_id is null;--> statement-breakpoint
CREATE INDEX "contents_top_type_idx" ON "contents" USING btree ("com_id","content_type","content_id") WHERE parent_content_id is null;--> statement-breakpoint
CREATE INDEX "contents_top_title_idx" ON "contents" USING btree ("com_id","title","content_id") WHERE parent_content_id is null;--> statement-breakpoint
CREATE INDEX "contents_top_date_from_idx" ON "contents" USING btree ("com_id","date_from","content_id") WHERE parent_content_id is null;--> statement-breakpoint
CREATE INDEX "contents_top_date_to_idx" ON "contents" USING btree ("com_id","date_to","content_id") WHERE parent_content_id is null;--> statement-breakpoint
CREATE INDEX "contents_top_active_idx" ON "contents" USING btree ("com_id","active","content_id") WHERE parent_content_id is null;--> statement-breakpoint
CREATE INDEX "contents_top_order_to_idx" ON "contents" USING btree ("com_id","order_to","content_id") WHERE parent_content_id is null;--> statement-breakpoint
CREATE INDEX "contents_top_relevant_idx" ON "contents" USING btree ("com_id","order_to") WHERE parent_content_id is null and active;--> statement-breakpoint
CREATE INDEX "contents_sub_offers_idx" ON "contents" USING btree ("com_id","parent_content_id","content_id") WHERE parent_content_id is not null;--> statement-breakpoint
CREATE INDEX "contents_search_trgm_idx" ON "contents" USING gin ("search_text" gin_trgm_ops);