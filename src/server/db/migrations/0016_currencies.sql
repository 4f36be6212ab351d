-- Shopper currencies (issue #21): the currencies offered with their rates and rounding,
-- fixed SKU prices per currency, and each order's locked rate and shop-currency equivalents
-- (existing orders were placed in the shop currency: rate 1, equivalents = amounts).
CREATE TABLE "shop_currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"rate_source" text DEFAULT 'manual' NOT NULL,
	"rate_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rounding_step" integer DEFAULT 1 NOT NULL,
	"rounding_ending" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_currencies_rate_positive" CHECK ("shop_currencies"."rate" > 0),
	CONSTRAINT "shop_currencies_step_positive" CHECK ("shop_currencies"."rounding_step" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sku_prices" (
	"sku_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_prices_sku_id_currency_pk" PRIMARY KEY("sku_id","currency"),
	CONSTRAINT "sku_prices_price_positive" CHECK ("sku_prices"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate" numeric(24, 10) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_items_total" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_shipping_fee" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_discount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_total" integer;--> statement-breakpoint
UPDATE "orders" SET "shop_currency" = "currency", "shop_items_total" = "items_total", "shop_shipping_fee" = "shipping_fee",
  "shop_discount" = "discount", "shop_total" = "total";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shop_currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shop_items_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shop_shipping_fee" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shop_discount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shop_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sku_prices" ADD CONSTRAINT "sku_prices_sku_id_good_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."good_skus"("id") ON DELETE cascade ON UPDATE no action;