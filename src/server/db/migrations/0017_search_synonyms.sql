CREATE TABLE "search_misses" (
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"keyword" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_day_lang_keyword_pk" PRIMARY KEY("day","lang","keyword")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"one_way" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_terms" jsonb DEFAULT '{"zh-cn":"","en":""}'::jsonb NOT NULL;