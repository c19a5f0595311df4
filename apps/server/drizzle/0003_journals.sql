CREATE TABLE "journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"name" text NOT NULL,
	"month" date NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"cover_key" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journals_month_first_day" CHECK (extract(day from "journals"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journals_company_month_idx" ON "journals" USING btree ("com_id","month","id");--> statement-breakpoint
CREATE INDEX "journals_company_name_idx" ON "journals" USING btree ("com_id","name","id");--> statement-breakpoint
CREATE INDEX "journals_company_id_idx" ON "journals" USING btree ("com_id","id");--> statement-breakpoint
CREATE INDEX "journals_name_trgm_idx" ON "journals" USING gin ("name" gin_trgm_ops);