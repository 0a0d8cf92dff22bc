ALTER TABLE "appointments" ADD COLUMN "paid_week" date;--> statement-breakpoint
-- The jobs of the weeks already paid, each in its vendor's zone (modules/hours/vendor-time-zone.ts's rule).
UPDATE "appointments" a SET "paid_week" = p."week_start"
FROM "payouts" p
WHERE a."vendor_id" = p."vendor_id" AND a."completed_at" IS NOT NULL
  AND (date_trunc('week', a."completed_at" AT TIME ZONE coalesce(
    (SELECT h."time_zone" FROM "vendor_hours" h WHERE h."vendor_id" = a."vendor_id" ORDER BY h."id" LIMIT 1),
    'America/Denver')))::date = p."week_start";--> statement-breakpoint
CREATE INDEX "appointments_unpaid_completed_idx" ON "appointments" USING btree ("vendor_id","completed_at","payout_cents","outcome","no_show_cents") WHERE "appointments"."completed_at" is not null and "appointments"."paid_week" is null;
