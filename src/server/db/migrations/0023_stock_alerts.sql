CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"good_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"lang" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_email_lower" CHECK ("stock_alerts"."email" = lower("stock_alerts"."email")),
	CONSTRAINT "stock_alerts_lang" CHECK ("stock_alerts"."lang" in ('zh-cn', 'en'))
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_sku_id_good_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."good_skus"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting" ON "stock_alerts" USING btree ("sku_id","email") WHERE "stock_alerts"."notified_at" is null;
--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_good" ON "stock_alerts" USING btree ("good_id") WHERE "stock_alerts"."notified_at" is null;
--> statement-breakpoint
CREATE INDEX "stock_alerts_email" ON "stock_alerts" USING btree ("email");
