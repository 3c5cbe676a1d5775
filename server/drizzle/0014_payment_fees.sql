-- Fees (D47, issue 31): staff set a fee per payment currency beside its naira rate (a flat
-- naira amount and/or a percentage of the converted naira); no row means no fee. A quote
-- records the fee it was given with and a request keeps its quote's, so a later change never
-- alters either; a request's local_amount is the total the customer transfers (converted + fee).
CREATE TABLE "payment_fees" (
	"currency" text PRIMARY KEY NOT NULL,
	"flat_ngn" numeric(20, 2),
	"percent" numeric(9, 4),
	"set_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "payment_fees_currency_check" CHECK ("payment_fees"."currency" in ('USD', 'EUR', 'GBP', 'JPY', 'CAD')),
	CONSTRAINT "payment_fees_non_negative" CHECK (coalesce("payment_fees"."flat_ngn", 0) >= 0 and coalesce("payment_fees"."percent", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "fee_amount" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "fee_flat_ngn" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "fee_percent" numeric(9, 4);--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "fee_amount" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "fee_flat_ngn" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "fee_percent" numeric(9, 4);
