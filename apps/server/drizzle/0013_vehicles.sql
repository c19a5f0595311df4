CREATE TABLE "vehicle_body_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_body_types_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_drive_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_drive_types_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_engine_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_engine_types_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_fuel_preparations" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_fuel_preparations_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_fuels" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_fuels_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_items" (
	"type_id" integer NOT NULL,
	"item_no" text NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vehicle_items_pkey" PRIMARY KEY("type_id","item_no"),
	CONSTRAINT "vehicle_items_item_no_check" CHECK ("vehicle_items"."item_no" ~ '^[0-9A-Z]{1,20}$')
);
--> statement-breakpoint
CREATE TABLE "vehicle_marks" (
	"mark_id" serial PRIMARY KEY NOT NULL,
	"mark" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"oe" boolean DEFAULT false NOT NULL,
	"pc" boolean DEFAULT false NOT NULL,
	"cv" boolean DEFAULT false NOT NULL,
	"ax" boolean DEFAULT false NOT NULL,
	"en" boolean DEFAULT false NOT NULL,
	"gr" boolean DEFAULT false NOT NULL,
	"lcv" boolean DEFAULT false NOT NULL,
	"mc" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vehicle_marks_mark_check" CHECK (length("vehicle_marks"."mark") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"model_id" serial PRIMARY KEY NOT NULL,
	"mark_id" integer NOT NULL,
	"model" text NOT NULL,
	"model_range" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"pc" boolean DEFAULT false NOT NULL,
	"cv" boolean DEFAULT false NOT NULL,
	"ax" boolean DEFAULT false NOT NULL,
	"lcv" boolean DEFAULT false NOT NULL,
	"mc" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image" text,
	CONSTRAINT "vehicle_models_mark_model_key" UNIQUE("mark_id","model_id"),
	CONSTRAINT "vehicle_models_model_check" CHECK (length("vehicle_models"."model") between 1 and 100),
	CONSTRAINT "vehicle_models_sort_check" CHECK ("vehicle_models"."sort" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"type_id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"mark_id" integer NOT NULL,
	"type_name" text NOT NULL,
	"type_range" text DEFAULT '' NOT NULL,
	"body_type" smallint,
	"drive_type" smallint,
	"engine_type" smallint,
	"fuel" smallint,
	"fuel_preparation" smallint,
	"engines" text DEFAULT '' NOT NULL,
	"capacity" double precision,
	"ccm_tech" integer,
	"cylinders" smallint,
	"valve" smallint,
	"hp" integer,
	"kw" integer,
	"tonnage" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image" text,
	CONSTRAINT "vehicle_types_type_name_check" CHECK (length("vehicle_types"."type_name") between 1 and 200),
	CONSTRAINT "vehicle_types_sort_check" CHECK ("vehicle_types"."sort" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vehicle_items" ADD CONSTRAINT "vehicle_items_type_id_vehicle_types_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vehicle_types"("type_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_mark_id_vehicle_marks_mark_id_fk" FOREIGN KEY ("mark_id") REFERENCES "public"."vehicle_marks"("mark_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_body_type_vehicle_body_types_id_fk" FOREIGN KEY ("body_type") REFERENCES "public"."vehicle_body_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_drive_type_vehicle_drive_types_id_fk" FOREIGN KEY ("drive_type") REFERENCES "public"."vehicle_drive_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_engine_type_vehicle_engine_types_id_fk" FOREIGN KEY ("engine_type") REFERENCES "public"."vehicle_engine_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_fuel_vehicle_fuels_id_fk" FOREIGN KEY ("fuel") REFERENCES "public"."vehicle_fuels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_fuel_preparation_vehicle_fuel_preparations_id_fk" FOREIGN KEY ("fuel_preparation") REFERENCES "public"."vehicle_fuel_preparations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_model_fk" FOREIGN KEY ("mark_id","model_id") REFERENCES "public"."vehicle_models"("mark_id","model_id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "vehicle_items_item_no_idx" ON "vehicle_items" USING btree ("item_no","type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_marks_mark_key" ON "vehicle_marks" USING btree (lower("mark"));--> statement-breakpoint
CREATE INDEX "vehicle_marks_mark_idx" ON "vehicle_marks" USING btree ("mark","mark_id");--> statement-breakpoint
CREATE INDEX "vehicle_models_mark_sort_idx" ON "vehicle_models" USING btree ("mark_id","sort","model","model_id");--> statement-breakpoint
CREATE INDEX "vehicle_types_model_sort_idx" ON "vehicle_types" USING btree ("model_id","sort","type_name","type_id");--> statement-breakpoint
CREATE INDEX "vehicle_types_mark_idx" ON "vehicle_types" USING btree ("mark_id","model_id");--> statement-breakpoint
INSERT INTO "vehicle_body_types" ("id", "name") VALUES (1, 'Sedan'), (2, 'Hatchback'), (3, 'Estate'), (4, 'Coupe'), (5, 'Convertible'), (6, 'SUV'), (7, 'Minivan'), (8, 'Pickup'), (9, 'Van'), (10, 'Bus'), (11, 'Truck'), (12, 'Tractor unit'), (13, 'Motorcycle') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "vehicle_drive_types" ("id", "name") VALUES (1, 'Front-wheel drive'), (2, 'Rear-wheel drive'), (3, 'All-wheel drive'), (4, 'Part-time four-wheel drive') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "vehicle_engine_types" ("id", "name") VALUES (1, 'Petrol engine'), (2, 'Diesel engine'), (3, 'Electric motor'), (4, 'Hybrid'), (5, 'Plug-in hybrid'), (6, 'Gas engine') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "vehicle_fuels" ("id", "name") VALUES (1, 'Petrol'), (2, 'Diesel'), (3, 'Electricity'), (4, 'Petrol/Electricity'), (5, 'Diesel/Electricity'), (6, 'Petrol/LPG'), (7, 'Petrol/CNG'), (8, 'LPG'), (9, 'CNG') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "vehicle_fuel_preparations" ("id", "name") VALUES (1, 'Carburettor'), (2, 'Single-point injection'), (3, 'Multi-point injection'), (4, 'Direct injection'), (5, 'Common rail'), (6, 'Unit injector'), (7, 'Distributor pump'), (8, 'None') ON CONFLICT DO NOTHING;
