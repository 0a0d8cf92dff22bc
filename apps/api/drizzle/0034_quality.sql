CREATE TABLE "job_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "tier" varchar(8) DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_releases" ADD CONSTRAINT "job_releases_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_releases" ADD CONSTRAINT "job_releases_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_releases_vendor_idx" ON "job_releases" USING btree ("vendor_id","released_at");--> statement-breakpoint
CREATE INDEX "job_releases_released_idx" ON "job_releases" USING btree ("released_at","vendor_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_completed_quality_idx" ON "appointments" USING btree ("completed_at","vendor_id","outcome","actual_date_time","checked_in_at") WHERE "appointments"."completed_at" is not null and "appointments"."vendor_id" is not null;--> statement-breakpoint
CREATE INDEX "ratings_counted_idx" ON "ratings" USING btree ("created_at","vendor_id","stars","appointment_id") WHERE "ratings"."published_at" is not null and "ratings"."decision" is distinct from 'remove';