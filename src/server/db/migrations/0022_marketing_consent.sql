ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent_source" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_marketing_consent_source" CHECK ("users"."marketing_consent_source" is null or "users"."marketing_consent_source" in ('registration', 'checkout', 'account', 'unsubscribe'));
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cart_state" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "marketing_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_sends_kind" CHECK ("marketing_sends"."kind" in ('reminder', 'stock-alert'))
);
--> statement-breakpoint
ALTER TABLE "marketing_sends" ADD CONSTRAINT "marketing_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "marketing_sends_time" ON "marketing_sends" USING btree ("sent_at");
