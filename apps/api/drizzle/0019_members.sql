CREATE TABLE "job_alerts" (
	"vendor_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_alerts_vendor_id_appointment_id_pk" PRIMARY KEY("vendor_id","appointment_id")
);
--> statement-breakpoint
CREATE TABLE "member_notification_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"email_new_jobs" boolean DEFAULT true NOT NULL,
	"only_during_business_hours" boolean DEFAULT false NOT NULL,
	"push_new_jobs" boolean DEFAULT true NOT NULL,
	"push_assignments" boolean DEFAULT true NOT NULL,
	"push_changes" boolean DEFAULT true NOT NULL,
	"quiet_hours_start" varchar(5),
	"quiet_hours_end" varchar(5),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Each member's own choices (docs/architecture.md "Alerts on the phone"): the owner and office keep the company's.
INSERT INTO "member_notification_settings" ("member_id", "email_new_jobs", "only_during_business_hours", "updated_at")
  SELECT m."id", s."email_new_jobs", s."only_during_business_hours", s."updated_at"
  FROM "notification_settings" s
  JOIN "vendor_members" m ON m."vendor_id" = s."vendor_id" AND m."role" IN ('owner', 'office') AND m."status" = 'active';--> statement-breakpoint
DROP TABLE "notification_settings" CASCADE;--> statement-breakpoint
DROP INDEX "vendor_members_email_idx";--> statement-breakpoint
ALTER TABLE "vendor_members" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notification_settings" ADD CONSTRAINT "member_notification_settings_member_id_vendor_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."vendor_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_members_company_email_idx" ON "vendor_members" USING btree ("vendor_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_members_active_email_idx" ON "vendor_members" USING btree ("email") WHERE "vendor_members"."status" = 'active';--> statement-breakpoint
CREATE INDEX "vendor_members_email_idx" ON "vendor_members" USING btree ("email");