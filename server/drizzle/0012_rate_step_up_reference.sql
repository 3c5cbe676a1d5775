-- The rate a move is measured from for step-up (issue 32): the rate of at most 24 hours ago,
-- or the last one confirmed with step-up, so that a rate walked down in small steps still asks.
ALTER TABLE "exchange_rates" ADD COLUMN "step_up_reference" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "step_up_reference_at" timestamp with time zone;
