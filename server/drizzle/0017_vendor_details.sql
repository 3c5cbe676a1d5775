-- D43: bank details the vendor enters through a link. A version they entered waits for the
-- business's confirmation before anything can be paid to it.
ALTER TABLE "beneficiary_versions" ADD COLUMN "entered_by_vendor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiary_versions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beneficiary_versions" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "beneficiary_versions" ADD CONSTRAINT "beneficiary_versions_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "vendor_details_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"beneficiary_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_version" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "vendor_details_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "vendor_details_requests_currency_check" CHECK ("vendor_details_requests"."currency" in ('USD', 'EUR', 'GBP', 'JPY', 'CAD'))
);
--> statement-breakpoint
ALTER TABLE "vendor_details_requests" ADD CONSTRAINT "vendor_details_requests_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_details_requests" ADD CONSTRAINT "vendor_details_requests_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_details_requests" ADD CONSTRAINT "vendor_details_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The business's open requests, newest first.
CREATE INDEX "vendor_details_requests_business_idx" ON "vendor_details_requests" USING btree ("business_id","created_at" DESC NULLS FIRST);
