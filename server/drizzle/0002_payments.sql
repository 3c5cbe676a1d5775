CREATE SEQUENCE "public"."payment_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "exchange_rates_base_quote_pk" PRIMARY KEY("base","quote"),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_distinct" CHECK ("exchange_rates"."base" <> "exchange_rates"."quote")
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text DEFAULT 'PAY-' || nextval('payment_reference_seq') NOT NULL,
	"user_id" uuid NOT NULL,
	"recipient_company" text NOT NULL,
	"recipient_bank" text NOT NULL,
	"swift_code" text NOT NULL,
	"account_number" text NOT NULL,
	"foreign_amount" numeric(20, 2) NOT NULL,
	"foreign_currency" text NOT NULL,
	"exchange_rate" numeric(20, 8) NOT NULL,
	"local_amount" numeric(20, 2) NOT NULL,
	"invoice_storage_key" text,
	"invoice_file_name" text,
	"invoice_content_type" text,
	"invoice_size_bytes" integer,
	"invoice_sha256" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_requests_invoice_storage_key_unique" UNIQUE("invoice_storage_key"),
	CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "payment_requests_currency_check" CHECK ("payment_requests"."foreign_currency" in ('USD', 'EUR', 'GBP', 'JPY', 'CAD')),
	CONSTRAINT "payment_requests_amounts_check" CHECK ("payment_requests"."foreign_amount" > 0 and "payment_requests"."exchange_rate" > 0 and "payment_requests"."local_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receiving_account" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"currency" text NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "receiving_account_single_row" CHECK ("receiving_account"."id" = 1),
	CONSTRAINT "receiving_account_currency_check" CHECK ("receiving_account"."currency" in ('USD', 'EUR', 'GBP', 'NGN'))
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"naira_account_number" text DEFAULT '' NOT NULL,
	"usdc_wallet_address" text DEFAULT '' NOT NULL,
	"usdc_network" text,
	"usdt_wallet_address" text DEFAULT '' NOT NULL,
	"usdt_network" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "wallet_settings_single_row" CHECK ("wallet_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_requests_user_idx" ON "payment_requests" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_requests_status_idx" ON "payment_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_requests_created_idx" ON "payment_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_idempotency_idx" ON "payment_requests" USING btree ("user_id","idempotency_key") WHERE "payment_requests"."idempotency_key" is not null;--> statement-breakpoint
-- The spec's demonstration rates (D16) as the rate table's initial values; the same
-- rows as INITIAL_RATES in shared/contracts (a test compares them).
INSERT INTO "exchange_rates" ("base", "quote", "rate") VALUES
  ('USD', 'EUR', 0.85),
  ('USD', 'GBP', 0.73),
  ('USD', 'JPY', 110.25),
  ('USD', 'CAD', 1.25),
  ('USD', 'AUD', 1.35),
  ('USD', 'CHF', 0.92),
  ('USD', 'CNY', 6.45),
  ('USD', 'INR', 74.5),
  ('USD', 'NGN', 410.5),
  ('EUR', 'USD', 1.18),
  ('EUR', 'GBP', 0.86),
  ('EUR', 'JPY', 129.5),
  ('EUR', 'CAD', 1.47),
  ('EUR', 'AUD', 1.59),
  ('EUR', 'CHF', 1.08),
  ('EUR', 'CNY', 7.6),
  ('EUR', 'INR', 87.8),
  ('EUR', 'NGN', 483),
  ('GBP', 'USD', 1.37),
  ('GBP', 'EUR', 1.16),
  ('GBP', 'JPY', 150.8),
  ('GBP', 'CAD', 1.71),
  ('GBP', 'AUD', 1.85),
  ('GBP', 'CHF', 1.26),
  ('GBP', 'CNY', 8.83),
  ('GBP', 'INR', 102.1),
  ('GBP', 'NGN', 547);
