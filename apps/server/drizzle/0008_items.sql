CREATE TABLE "item_brands" (
	"com_id" integer NOT NULL,
	"brand" text NOT NULL,
	CONSTRAINT "item_brands_pkey" PRIMARY KEY("com_id","brand")
);
--> statement-breakpoint
CREATE TABLE "item_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"item_no" text NOT NULL,
	"name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"item_no" text NOT NULL,
	"file_name" text NOT NULL,
	"path_name" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"file_type" integer NOT NULL,
	"file_descript" integer NOT NULL,
	"source_type" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"main_pic" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 10 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_groups" (
	"com_id" integer NOT NULL,
	"group_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "item_groups_pkey" PRIMARY KEY("com_id","group_code")
);
--> statement-breakpoint
CREATE TABLE "item_sub_groups" (
	"com_id" integer NOT NULL,
	"group_code" text NOT NULL,
	"sub_group_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "item_sub_groups_pkey" PRIMARY KEY("com_id","group_code","sub_group_code")
);
--> statement-breakpoint
CREATE TABLE "item_translations" (
	"com_id" integer NOT NULL,
	"item_no" text NOT NULL,
	"lang" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"search_description" text DEFAULT '' NOT NULL,
	"short_text" text DEFAULT '' NOT NULL,
	"long_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_translations_pkey" PRIMARY KEY("com_id","item_no","lang")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"com_id" integer NOT NULL,
	"item_no" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"search_description" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"group_code" text DEFAULT '' NOT NULL,
	"sub_group_code" text DEFAULT '' NOT NULL,
	"analyst" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translated_langs" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(item_no || chr(10) || description || chr(10) || search_description)) STORED,
	CONSTRAINT "items_pkey" PRIMARY KEY("com_id","item_no"),
	CONSTRAINT "items_item_no_check" CHECK ("items"."item_no" ~ '^[0-9A-Z]{1,20}$')
);
--> statement-breakpoint
ALTER TABLE "item_brands" ADD CONSTRAINT "item_brands_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_criteria" ADD CONSTRAINT "item_criteria_item_fk" FOREIGN KEY ("com_id","item_no") REFERENCES "public"."items"("com_id","item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_files" ADD CONSTRAINT "item_files_item_fk" FOREIGN KEY ("com_id","item_no") REFERENCES "public"."items"("com_id","item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_groups" ADD CONSTRAINT "item_groups_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sub_groups" ADD CONSTRAINT "item_sub_groups_group_fk" FOREIGN KEY ("com_id","group_code") REFERENCES "public"."item_groups"("com_id","group_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_translations" ADD CONSTRAINT "item_translations_item_fk" FOREIGN KEY ("com_id","item_no") REFERENCES "public"."items"("com_id","item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_criteria_item_name_idx" ON "item_criteria" USING btree ("com_id","item_no","name");--> statement-breakpoint
CREATE UNIQUE INDEX "item_files_item_name_idx" ON "item_files" USING btree ("com_id","item_no","file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "item_files_main_pic_idx" ON "item_files" USING btree ("com_id","item_no") WHERE main_pic;--> statement-breakpoint
CREATE INDEX "items_company_description_idx" ON "items" USING btree ("com_id","description","item_no");--> statement-breakpoint
CREATE INDEX "items_search_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_company_item_no_pattern_idx" ON "items" USING btree ("com_id","item_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "items_item_no_trgm_idx" ON "items" USING gin ("item_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_missing_uk_idx" ON "items" USING btree ("com_id","item_no") WHERE NOT ('uk' = ANY (translated_langs));--> statement-breakpoint
CREATE INDEX "items_missing_ru_idx" ON "items" USING btree ("com_id","item_no") WHERE NOT ('ru' = ANY (translated_langs));--> statement-breakpoint
CREATE INDEX "items_missing_en_idx" ON "items" USING btree ("com_id","item_no") WHERE NOT ('en' = ANY (translated_langs));--> statement-breakpoint
CREATE INDEX "items_company_brand_idx" ON "items" USING btree ("com_id","brand","item_no");--> statement-breakpoint
CREATE INDEX "items_company_group_idx" ON "items" USING btree ("com_id","group_code","sub_group_code","item_no");