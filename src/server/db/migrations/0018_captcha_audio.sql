-- The audio captcha (issue #37 item 2): a captcha keeps its digits sealed (AES-256-GCM)
-- so they can be spoken, and counts how often its audio was fetched. Rows made before
-- have no sealed digits: their audio is not found (they expire within 5 minutes).
ALTER TABLE "captchas" ADD COLUMN "answer_sealed" text;--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "audio_plays" integer DEFAULT 0 NOT NULL;