CREATE TABLE "business_policies" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"threshold_ngn" numeric(20, 2),
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "team_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "team_invitations_role_check" CHECK ("team_invitations"."role" in ('owner', 'maker', 'approver', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "payment_requests" DROP CONSTRAINT "payment_requests_status_check";--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "created_by" uuid;--> statement-breakpoint
-- Every request so far was made by its customer, who is its business's founder and owner.
UPDATE "payment_requests" SET "created_by" = "user_id";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_role" text;--> statement-breakpoint
-- Every customer so far is the founder and owner of a business of their own, whose data
-- (profile, documents, beneficiaries, payments) is already keyed by their id.
UPDATE "users" SET "business_id" = "id", "business_role" = 'owner' WHERE "role" = 'user';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_waiting_idx" ON "team_invitations" USING btree ("business_id","email") WHERE "team_invitations"."accepted_at" is null and "team_invitations"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_business_idx" ON "users" USING btree ("business_id");--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('awaiting_approval', 'pending', 'approved', 'funding_reported', 'funded', 'sent', 'rejected', 'declined', 'cancelled', 'expired', 'refunded'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_role_check" CHECK ("users"."business_role" is null or "users"."business_role" in ('owner', 'maker', 'approver', 'viewer'));;--> statement-breakpoint
-- A customer account written without a business (a sign-up, the demo seed) founds its own
-- business and owns it; an invited member is written with the business and role it joins.
CREATE FUNCTION "users_found_business"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."role" = 'user' AND NEW."business_id" IS NULL THEN
    NEW."business_id" := NEW."id";
    NEW."business_role" := 'owner';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_found_business" BEFORE INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "users_found_business"();--> statement-breakpoint
-- A request written without its maker (bulk loads, older writers) was made by its business's founder.
CREATE FUNCTION "payment_requests_default_maker"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."created_by" IS NULL THEN
    NEW."created_by" := NEW."user_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_requests_default_maker" BEFORE INSERT ON "payment_requests" FOR EACH ROW EXECUTE FUNCTION "payment_requests_default_maker"();
