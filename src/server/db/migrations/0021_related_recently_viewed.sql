CREATE TABLE "related_goods" (
	"good_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"related_id" integer NOT NULL,
	"source" smallint NOT NULL,
	CONSTRAINT "related_goods_good_id_position_pk" PRIMARY KEY("good_id","position"),
	CONSTRAINT "related_goods_source" CHECK ("related_goods"."source" in (1, 2, 3)),
	CONSTRAINT "related_goods_not_itself" CHECK ("related_goods"."good_id" <> "related_goods"."related_id")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "job_runs" ("name") VALUES ('related goods') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"user_id" integer NOT NULL,
	"good_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_user_id_good_id_pk" PRIMARY KEY("user_id","good_id")
);
--> statement-breakpoint
ALTER TABLE "related_goods" ADD CONSTRAINT "related_goods_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "related_goods" ADD CONSTRAINT "related_goods_related_id_goods_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "recently_viewed_user_time" ON "recently_viewed" USING btree ("user_id","viewed_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "order_lines_good" ON "order_lines" USING btree ("good_id");
