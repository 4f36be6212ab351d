ALTER TABLE "users" ADD COLUMN "currency" text;
