ALTER TABLE "order_articles" ALTER COLUMN "sku" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_articles" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "order_articles" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "order_articles" ADD COLUMN "price_query" jsonb;--> statement-breakpoint
ALTER TABLE "order_articles" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "order_articles" ADD COLUMN "price_current_minor" integer;--> statement-breakpoint
ALTER TABLE "order_articles" ADD COLUMN "price_original_minor" integer;--> statement-breakpoint
ALTER TABLE "order_articles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visitor_key_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_current_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_original_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_visitor_idx" ON "orders" USING btree ("visitor_key_hash","status");--> statement-breakpoint
UPDATE "orders" SET "country" = right("customers"."locale", 2), "locale" = "customers"."locale" FROM "customers" WHERE "orders"."customer_id" = "customers"."id" AND "orders"."country" IS NULL;
