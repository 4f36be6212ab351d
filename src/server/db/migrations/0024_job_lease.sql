ALTER TABLE "job_runs" ADD COLUMN "claimed_until" timestamp with time zone;
