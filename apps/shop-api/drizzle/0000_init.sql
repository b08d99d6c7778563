CREATE SEQUENCE "public"."customer_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 200001 CACHE 1;--> statement-breakpoint
CREATE TABLE "accessories" (
	"sku" text PRIMARY KEY NOT NULL,
	"subtype" text NOT NULL,
	"name" text NOT NULL,
	"size_class" text,
	"color" text,
	"channels" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"channel" text,
	"family" text,
	"product_key" text,
	"discount_basis_points" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaigns_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "channel_price_factors" (
	"channel" text NOT NULL,
	"family" text NOT NULL,
	"basis_points" integer NOT NULL,
	CONSTRAINT "channel_price_factors_channel_family_pk" PRIMARY KEY("channel","family")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_pictures" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer DEFAULT nextval('customer_number_seq') NOT NULL,
	"email" text NOT NULL,
	"email_hash" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"is_whitelabel" boolean DEFAULT false NOT NULL,
	"google_subject" text,
	"channel" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_groups" (
	"id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"channel" text,
	"category_ids" jsonb NOT NULL,
	"designs" jsonb NOT NULL,
	CONSTRAINT "design_groups_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"treatment" text NOT NULL,
	"keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key_treatment" text,
	"config" jsonb
);
--> statement-breakpoint
CREATE TABLE "formats" (
	"format_type" text NOT NULL,
	"family" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"aspect_ratio" text NOT NULL,
	CONSTRAINT "formats_family_format_type_pk" PRIMARY KEY("family","format_type")
);
--> statement-breakpoint
CREATE TABLE "frame_types" (
	"frame_type" text PRIMARY KEY NOT NULL,
	"default_variant" text NOT NULL,
	"variants" jsonb NOT NULL,
	"materials" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"initial_minor" integer NOT NULL,
	"balance_minor" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localized_urls" (
	"route_key" text NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "localized_urls_route_key_locale_pk" PRIMARY KEY("route_key","locale")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"channel" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "option_surcharges" (
	"scope" text NOT NULL,
	"option_group" text NOT NULL,
	"option_value" text NOT NULL,
	"basis_points" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "option_surcharges_scope_option_group_option_value_pk" PRIMARY KEY("scope","option_group","option_value")
);
--> statement-breakpoint
CREATE TABLE "order_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'cart' NOT NULL,
	"is_whitelabel" boolean DEFAULT false NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"family" text NOT NULL,
	"product_key" text NOT NULL,
	"format_type" text NOT NULL,
	"currency" text NOT NULL,
	"country" text DEFAULT '*' NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "price_list_family_product_key_format_type_currency_country_pk" PRIMARY KEY("family","product_key","format_type","currency","country")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"version" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_schedules" (
	"country" text PRIMARY KEY NOT NULL,
	"lod_start_minute" integer NOT NULL,
	"safety_cutoff_minute" integer NOT NULL,
	"cutoff_minute" integer NOT NULL,
	"express_cutoff_minute" integer,
	"saturday_cutoff_minute" integer,
	"delivery_days" integer NOT NULL,
	"express_delivery_days" integer,
	"shipping_minor" integer NOT NULL,
	"express_shipping_minor" integer,
	"free_shipping_from_minor" integer
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"sku" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"product_key" text NOT NULL,
	"format_type" text NOT NULL,
	"frame_type" text,
	"container" text NOT NULL,
	"is_express" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"slug" text NOT NULL,
	"occasion" text NOT NULL,
	"category" text NOT NULL,
	"names" jsonb NOT NULL,
	"design_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toolbox_files" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"channel" text,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"min_order_minor" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_pictures" ADD CONSTRAINT "customer_pictures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_articles" ADD CONSTRAINT "order_articles_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_number_idx" ON "customers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_google_idx" ON "customers" USING btree ("google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_channel_idx" ON "newsletter_subscriptions" USING btree ("email","channel");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "skus_container_idx" ON "skus" USING btree ("container");