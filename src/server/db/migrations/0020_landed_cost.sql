-- Landed cost (issue #40 items 3, 4): per destination (a country or a group such as the
-- EU) its tax and duty rules; each order keeps the taxes and duties it was charged (or,
-- under DDU, the estimate it was shown) with the rates used, never recomputed.
-- Existing orders had none: 0, DDP, no rates.
CREATE TABLE "tax_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"tax_name" jsonb NOT NULL,
	"tax_rate" numeric(8, 4) DEFAULT '0' NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"collect_threshold" integer,
	"duty_rate" numeric(8, 4) DEFAULT '0' NOT NULL,
	"category_duty_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duty_terms" text DEFAULT 'ddp' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_destinations_rates" CHECK ("tax_destinations"."tax_rate" >= 0 and "tax_destinations"."tax_rate" <= 100 and "tax_destinations"."duty_rate" >= 0 and "tax_destinations"."duty_rate" <= 1000),
	CONSTRAINT "tax_destinations_threshold" CHECK ("tax_destinations"."collect_threshold" is null or "tax_destinations"."collect_threshold" >= 0),
	CONSTRAINT "tax_destinations_terms" CHECK ("tax_destinations"."duty_terms" in ('ddp', 'ddu'))
);
--> statement-breakpoint
CREATE TABLE "tax_destination_countries" (
	"country" text PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_destination_countries" ADD CONSTRAINT "tax_destination_countries_destination_id_tax_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."tax_destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_destination_countries_destination" ON "tax_destination_countries" USING btree ("destination_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "duties" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxes_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "duty_terms" text DEFAULT 'ddp' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "import_estimate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_taxes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_duties" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "landed_cost" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_landed_cost" CHECK ("orders"."taxes" >= 0 and "orders"."duties" >= 0 and "orders"."import_estimate" >= 0 and "orders"."duty_terms" in ('ddp', 'ddu'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "duty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "duty_rate" numeric(8, 4) DEFAULT '0' NOT NULL;
