ALTER TABLE "password_reset_tokens" ALTER COLUMN "identity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_member_id_vendor_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."vendor_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_member_idx" ON "password_reset_tokens" USING btree ("member_id");--> statement-breakpoint
-- Every link acts on an account, or (an invitation) on a member who has none yet.
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_owner_check" CHECK ("identity_id" IS NOT NULL OR "member_id" IS NOT NULL);
