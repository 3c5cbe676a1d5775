CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"email" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "beneficiaries_currency_check" CHECK ("beneficiaries"."currency" in ('USD', 'EUR', 'GBP', 'JPY', 'CAD')),
	CONSTRAINT "beneficiaries_version_check" CHECK ("beneficiaries"."current_version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "beneficiary_versions" (
	"beneficiary_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"corridor" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text,
	"bic" text,
	"routing_number" text,
	"sort_code" text,
	"account_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiary_versions_beneficiary_id_version_pk" PRIMARY KEY("beneficiary_id","version"),
	CONSTRAINT "beneficiary_versions_corridor_check" CHECK ("beneficiary_versions"."corridor" in ('iban', 'us', 'gb', 'other'))
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "beneficiary_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "beneficiary_version" integer;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "purpose_text" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_versions" ADD CONSTRAINT "beneficiary_versions_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_owner_active_idx" ON "beneficiaries" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "beneficiaries"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "beneficiaries_owner_idx" ON "beneficiaries" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_requests_beneficiary_idx" ON "payment_requests" USING btree ("beneficiary_id","created_at");