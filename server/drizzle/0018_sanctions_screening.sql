-- Who may be paid (D44, issue 35 item 3): a payment whose beneficiary name is a likely match on
-- the sanctions list (SANCTIONS_LIST_FILE) is held in 'screening' before staff review it, with
-- the matched entry kept beside it until a reviewer clears or rejects it.
ALTER TABLE "payment_requests" DROP CONSTRAINT "payment_requests_status_check";--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('awaiting_approval', 'screening', 'pending', 'approved', 'funding_reported', 'funded', 'payout_recorded', 'sent', 'rejected', 'declined', 'cancelled', 'expired', 'refunded'));--> statement-breakpoint
CREATE TABLE "payment_screenings" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"screened_name" text NOT NULL,
	"entry_id" text NOT NULL,
	"entry_name" text NOT NULL,
	"entry_type" text DEFAULT '' NOT NULL,
	"entry_program" text DEFAULT '' NOT NULL,
	"entry_remarks" text DEFAULT '' NOT NULL,
	"score" double precision NOT NULL,
	"list_file" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'held' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "payment_screenings_outcome_check" CHECK ("payment_screenings"."outcome" in ('held', 'cleared', 'rejected')),
	CONSTRAINT "payment_screenings_score_check" CHECK ("payment_screenings"."score" >= 0 and "payment_screenings"."score" <= 1)
);--> statement-breakpoint
ALTER TABLE "payment_screenings" ADD CONSTRAINT "payment_screenings_payment_id_payment_requests_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_screenings" ADD CONSTRAINT "payment_screenings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_screenings_held_idx" ON "payment_screenings" USING btree ("held_at") WHERE "payment_screenings"."outcome" = 'held';
