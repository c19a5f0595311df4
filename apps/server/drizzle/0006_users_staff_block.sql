ALTER TABLE "users" ADD COLUMN "staff_block" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Blocks set before this column existed are taken as set by staff: the safe reading.
UPDATE "users" SET "staff_block" = "blocked";
