CREATE TABLE "receiving_account_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"currency" text NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "receiving_account_changes_status_check" CHECK ("receiving_account_changes"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "receiving_account_changes" ADD CONSTRAINT "receiving_account_changes_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_account_changes" ADD CONSTRAINT "receiving_account_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- At most one change waits at a time (a second proposal is refused until the first is decided).
CREATE UNIQUE INDEX "receiving_account_changes_one_pending_idx" ON "receiving_account_changes" USING btree ("status") WHERE "receiving_account_changes"."status" = 'pending';
