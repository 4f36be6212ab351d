-- Customers and orders keep their language (issue #19, item 2): mail is written in it.
-- Existing rows take the language of the last mail the shop wrote to the customer (what
-- the shop used to guess from), else zh-cn.
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'zh-cn' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'zh-cn' NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "locale" = 'en' WHERE (
  SELECT m.html FROM "mail_outbox" m WHERE m."to" = u.email ORDER BY m.id DESC LIMIT 1
) LIKE '<!doctype html><html lang="en"%';--> statement-breakpoint
UPDATE "orders" o SET "locale" = u."locale" FROM "users" u WHERE u.id = o.user_id AND u."locale" <> 'zh-cn';
