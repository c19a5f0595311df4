CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "job_runs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
CREATE TABLE "bug_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bug_id" bigint NOT NULL,
	"author_login" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"com_id" integer NOT NULL,
	"reporter_login" text NOT NULL,
	"page" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"screenshot" text,
	"screenshot_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(reporter_login || chr(10) || page || chr(10) || description)) STORED
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "bug_comments" ADD CONSTRAINT "bug_comments_bug_id_bug_reports_id_fk" FOREIGN KEY ("bug_id") REFERENCES "public"."bug_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_com_id_companies_com_id_fk" FOREIGN KEY ("com_id") REFERENCES "public"."companies"("com_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bug_comments_bug_idx" ON "bug_comments" USING btree ("bug_id","id");--> statement-breakpoint
CREATE INDEX "bug_reports_company_id_idx" ON "bug_reports" USING btree ("com_id","id");--> statement-breakpoint
CREATE INDEX "bug_reports_company_status_idx" ON "bug_reports" USING btree ("com_id","status","id");--> statement-breakpoint
CREATE INDEX "bug_reports_company_reporter_idx" ON "bug_reports" USING btree ("com_id",lower("reporter_login"),"id");--> statement-breakpoint
CREATE INDEX "bug_reports_search_trgm_idx" ON "bug_reports" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_company_entity_at_idx" ON "audit_log" USING btree ("com_id","entity","at");--> statement-breakpoint
CREATE INDEX "audit_company_actor_at_idx" ON "audit_log" USING btree ("com_id","actor_login","at");--> statement-breakpoint
CREATE INDEX "audit_at_idx" ON "audit_log" USING btree ("at");