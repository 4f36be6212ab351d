-- Typo tolerance for Latin words in the storefront search: trigram similarity over the
-- English names (pg_trgm is a trusted extension: a database owner may create it; the
-- embedded database loads it at start). Chinese has no typos of this kind to forgive.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_name_en_trgm" ON "goods" USING gin ((lower("name"->>'en')) gin_trgm_ops);
