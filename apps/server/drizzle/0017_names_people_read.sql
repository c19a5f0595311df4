DROP INDEX "vehicle_marks_mark_idx";--> statement-breakpoint
DROP INDEX "vehicle_models_mark_sort_idx";--> statement-breakpoint
DROP INDEX "vehicle_types_model_sort_idx";--> statement-breakpoint
ALTER TABLE "item_files" ADD COLUMN "original_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_body_types" ADD COLUMN "name_uk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_drive_types" ADD COLUMN "name_uk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_engine_types" ADD COLUMN "name_uk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_fuel_preparations" ADD COLUMN "name_uk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_fuels" ADD COLUMN "name_uk" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicle_marks_mark_idx" ON "vehicle_marks" USING btree (lower("mark"),"mark_id");--> statement-breakpoint
CREATE INDEX "vehicle_models_mark_sort_idx" ON "vehicle_models" USING btree ("mark_id","sort",lower("model"),"model_id");--> statement-breakpoint
CREATE INDEX "vehicle_types_model_sort_idx" ON "vehicle_types" USING btree ("model_id","sort",lower("type_name"),"type_id");--> statement-breakpoint
UPDATE "vehicle_body_types" AS d SET "name_uk" = v.uk FROM (VALUES (1, 'Седан'), (2, 'Хетчбек'), (3, 'Універсал'), (4, 'Купе'), (5, 'Кабріолет'), (6, 'Позашляховик'), (7, 'Мінівен'), (8, 'Пікап'), (9, 'Фургон'), (10, 'Автобус'), (11, 'Вантажівка'), (12, 'Сідловий тягач'), (13, 'Мотоцикл')) AS v(id, uk) WHERE d."id" = v.id;--> statement-breakpoint
UPDATE "vehicle_drive_types" AS d SET "name_uk" = v.uk FROM (VALUES (1, 'Передній привід'), (2, 'Задній привід'), (3, 'Повний привід'), (4, 'Підключний повний привід')) AS v(id, uk) WHERE d."id" = v.id;--> statement-breakpoint
UPDATE "vehicle_engine_types" AS d SET "name_uk" = v.uk FROM (VALUES (1, 'Бензиновий двигун'), (2, 'Дизельний двигун'), (3, 'Електродвигун'), (4, 'Гібрид'), (5, 'Гібрид з підзарядкою від мережі'), (6, 'Газовий двигун')) AS v(id, uk) WHERE d."id" = v.id;--> statement-breakpoint
UPDATE "vehicle_fuels" AS d SET "name_uk" = v.uk FROM (VALUES (1, 'Бензин'), (2, 'Дизель'), (3, 'Електрика'), (4, 'Бензин/електрика'), (5, 'Дизель/електрика'), (6, 'Бензин/зріджений газ'), (7, 'Бензин/стиснений газ'), (8, 'Зріджений газ'), (9, 'Стиснений газ')) AS v(id, uk) WHERE d."id" = v.id;--> statement-breakpoint
UPDATE "vehicle_fuel_preparations" AS d SET "name_uk" = v.uk FROM (VALUES (1, 'Карбюратор'), (2, 'Моновприск'), (3, 'Розподілене упорскування'), (4, 'Безпосереднє упорскування'), (5, 'Common rail'), (6, 'Насос-форсунка'), (7, 'Розподільний насос'), (8, 'Немає')) AS v(id, uk) WHERE d."id" = v.id;
