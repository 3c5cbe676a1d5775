-- Dual control of large payouts (issue 22): a payout at or above PAYOUT_DUAL_CONTROL_NGN is
-- recorded by one member of staff (payout_recorded) and sent when another confirms it.
ALTER TABLE "payment_requests" DROP CONSTRAINT "payment_requests_status_check";--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payout_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payout_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payout_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Payouts made so far were recorded when they were paid out.
UPDATE "payment_requests" SET "payout_recorded_at" = "status_changed_at" WHERE "status" = 'sent' AND "paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('awaiting_approval', 'pending', 'approved', 'funding_reported', 'funded', 'payout_recorded', 'sent', 'rejected', 'declined', 'cancelled', 'expired', 'refunded'));
