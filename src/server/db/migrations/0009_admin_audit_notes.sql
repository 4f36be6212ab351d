CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("entity","entity_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_staff" ON "audit_log" USING btree ("staff_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_notes_order" ON "order_notes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_status_id" ON "orders" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at");