CREATE TABLE "sales_import_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"file_hash" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_import_files_hash_key" UNIQUE("com_id","file_hash"),
	CONSTRAINT "sales_import_files_hash_check" CHECK ("sales_import_files"."file_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "sales_import_files" ADD CONSTRAINT "sales_import_files_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;