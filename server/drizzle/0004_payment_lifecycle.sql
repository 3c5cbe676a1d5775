CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"local_amount" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "quotes_currency_check" CHECK ("quotes"."currency" in ('USD', 'EUR', 'GBP', 'JPY', 'CAD')),
	CONSTRAINT "quotes_amounts_check" CHECK ("quotes"."amount" > 0 and "quotes"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_requests" DROP CONSTRAINT "payment_requests_status_check";--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_reference" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_report_reference" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_proof_storage_key" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_proof_file_name" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_proof_content_type" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_proof_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_proof_sha256" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "amount_received" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "funding_bank_reference" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payout_file_storage_key" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payout_file_name" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payout_file_content_type" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payout_file_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payout_file_sha256" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "payout_recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payment_requests_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","at");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_requests_user_status_idx" ON "payment_requests" USING btree ("user_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_requests_funding_deadline_idx" ON "payment_requests" USING btree ("funding_deadline") WHERE "payment_requests"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_funding_reference_unique" UNIQUE("funding_reference");--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_funding_proof_storage_key_unique" UNIQUE("funding_proof_storage_key");--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_payout_file_storage_key_unique" UNIQUE("payout_file_storage_key");--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('pending', 'approved', 'funding_reported', 'funded', 'sent', 'rejected', 'cancelled', 'expired', 'refunded'));--> statement-breakpoint
-- Backfills (hand-written). Rates staff already set count as set; the seeded ones stay
-- placeholders (set_at null), which price nothing (D30).
UPDATE "exchange_rates" SET "set_at" = "updated_at" WHERE "updated_by" IS NOT NULL;--> statement-breakpoint
-- A request last changed when it was decided, or made.
UPDATE "payment_requests" SET "status_changed_at" = coalesce("decided_at", "created_at");--> statement-breakpoint
-- Every request's timeline: submitted (pending) when made, then its decision.
INSERT INTO "payment_events" ("payment_id", "status", "at", "actor_id", "note")
  SELECT "id", 'pending', "created_at", "user_id", NULL FROM "payment_requests";--> statement-breakpoint
INSERT INTO "payment_events" ("payment_id", "status", "at", "actor_id", "note")
  SELECT "id", "status", coalesce("decided_at", "created_at"), "decided_by", "reason"
  FROM "payment_requests" WHERE "status" IN ('approved', 'rejected');--> statement-breakpoint
-- Requests approved before funding existed get their funding reference (the same shape
-- as shared/contracts fundingReferenceFromBytes: VB + 8 Crockford base-32 characters +
-- a Luhn mod 32 check character) and a deadline counted from now, when the customer
-- can first see the instructions (FUNDING_TTL_SECONDS' default).
CREATE FUNCTION "vb_backfill_funding_reference"() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  body text := '';
  total int := 0;
  factor int := 2;
  addend int;
  i int;
BEGIN
  FOR i IN 1..8 LOOP
    body := body || substr(alphabet, 1 + floor(random() * 32)::int, 1);
  END LOOP;
  FOR i IN REVERSE 8..1 LOOP
    addend := factor * (strpos(alphabet, substr(body, i, 1)) - 1);
    factor := CASE WHEN factor = 2 THEN 1 ELSE 2 END;
    total := total + addend / 32 + addend % 32;
  END LOOP;
  RETURN 'VB' || body || substr(alphabet, 1 + (32 - total % 32) % 32, 1);
END $$;--> statement-breakpoint
DO $$
DECLARE
  row record;
  candidate text;
BEGIN
  FOR row IN SELECT "id" FROM "payment_requests" WHERE "status" = 'approved' LOOP
    LOOP
      candidate := "vb_backfill_funding_reference"();
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "payment_requests" WHERE "funding_reference" = candidate);
    END LOOP;
    UPDATE "payment_requests"
      SET "funding_reference" = candidate,
          "approved_at" = coalesce("decided_at", now()),
          "funding_deadline" = greatest(coalesce("decided_at", now()), now()) + interval '259200 seconds'
      WHERE "id" = row."id";
  END LOOP;
END $$;--> statement-breakpoint
DROP FUNCTION "vb_backfill_funding_reference"();
