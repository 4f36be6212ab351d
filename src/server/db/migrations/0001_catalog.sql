CREATE TABLE "good_group_items" (
	"group_id" integer NOT NULL,
	"good_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "good_group_items_group_id_good_id_pk" PRIMARY KEY("group_id","good_id")
);
--> statement-breakpoint
CREATE TABLE "good_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{"zh-cn":"","en":""}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "good_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"good_id" integer NOT NULL,
	"code" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "good_skus_stock_nonnegative" CHECK ("good_skus"."stock" >= 0),
	CONSTRAINT "good_skus_price_nonnegative" CHECK ("good_skus"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"property" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" smallint[] DEFAULT '{}' NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"price_min" integer DEFAULT 0 NOT NULL,
	"price_max" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "good_group_items" ADD CONSTRAINT "good_group_items_group_id_good_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."good_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_group_items" ADD CONSTRAINT "good_group_items_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "good_skus" ADD CONSTRAINT "good_skus_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_good_groups_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."good_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "good_group_items_good" ON "good_group_items" USING btree ("good_id");--> statement-breakpoint
CREATE INDEX "good_groups_type_parent_sort" ON "good_groups" USING btree ("type","parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "good_skus_code" ON "good_skus" USING btree ("code");--> statement-breakpoint
CREATE INDEX "good_skus_good" ON "good_skus" USING btree ("good_id");--> statement-breakpoint
CREATE INDEX "goods_shelf_default" ON "goods" USING btree ("sort" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE on_shelf;--> statement-breakpoint
CREATE INDEX "goods_shelf_newest" ON "goods" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE on_shelf;--> statement-breakpoint
CREATE INDEX "goods_shelf_price" ON "goods" USING btree ("price_min","id") WHERE on_shelf;--> statement-breakpoint
CREATE INDEX "goods_shelf_sales" ON "goods" USING btree ("sales" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE on_shelf;--> statement-breakpoint
CREATE INDEX "goods_category_default" ON "goods" USING btree ("category_id","sort" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE on_shelf;--> statement-breakpoint
CREATE INDEX "goods_search" ON "goods" USING gin ("search");