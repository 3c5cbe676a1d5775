-- Receipts anyone can verify (D42): the verification code of a sent payment's receipt,
-- 16 random bytes in base32. Kept as it is (not hashed): the receipt printed again later
-- must carry the same code; see docs/decisions.md ("verify"). A sent payment made before
-- this table gets its code when its receipt is next made.
CREATE TABLE "receipt_verifications" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_verifications_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "receipt_verifications" ADD CONSTRAINT "receipt_verifications_payment_id_payment_requests_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;
