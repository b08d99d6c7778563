ALTER TABLE "accessories" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "design_groups" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;