-- One calendar feed per member (docs/architecture.md "Phone and calendar"): each existing feed, one per
-- vendor, becomes its owner's, with its secret unchanged, so calendars already subscribed keep reading it.
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "member_id" integer;--> statement-breakpoint
UPDATE "calendar_feeds" f SET "member_id" = m."id"
  FROM "vendor_members" m
  WHERE m."vendor_id" = f."vendor_id" AND m."role" = 'owner';--> statement-breakpoint
-- A vendor without an owner member cannot be reached by anyone; its feed could not be kept.
DELETE FROM "calendar_feeds" WHERE "member_id" IS NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("member_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_id_vendor_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."vendor_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_vendor_idx" ON "calendar_feeds" USING btree ("vendor_id");
