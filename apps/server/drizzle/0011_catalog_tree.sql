CREATE TABLE "catalog_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"title" text NOT NULL,
	"img" text,
	"sort" integer DEFAULT 10 NOT NULL,
	"col" smallint DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"item_group" text,
	"item_sub_group" text,
	CONSTRAINT "catalog_nodes_company_id_key" UNIQUE("com_id","id"),
	CONSTRAINT "catalog_nodes_level_check" CHECK ("catalog_nodes"."level" between 1 and 3),
	CONSTRAINT "catalog_nodes_top_level_check" CHECK (("catalog_nodes"."parent_id" is null) = ("catalog_nodes"."level" = 1)),
	CONSTRAINT "catalog_nodes_sort_check" CHECK ("catalog_nodes"."sort" >= 0),
	CONSTRAINT "catalog_nodes_col_check" CHECK ("catalog_nodes"."col" between 1 and 4),
	CONSTRAINT "catalog_nodes_title_check" CHECK (length("catalog_nodes"."title") between 1 and 200),
	CONSTRAINT "catalog_nodes_item_group_check" CHECK (("catalog_nodes"."level" = 3 or ("catalog_nodes"."item_group" is null and "catalog_nodes"."item_sub_group" is null)) and ("catalog_nodes"."item_sub_group" is null or "catalog_nodes"."item_group" is not null))
);
--> statement-breakpoint
ALTER TABLE "catalog_nodes" ADD CONSTRAINT "catalog_nodes_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_nodes" ADD CONSTRAINT "catalog_nodes_parent_fk" FOREIGN KEY ("com_id","parent_id") REFERENCES "public"."catalog_nodes"("com_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_nodes_company_parent_sort_idx" ON "catalog_nodes" USING btree ("com_id","parent_id","sort","id");