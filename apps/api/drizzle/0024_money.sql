CREATE TABLE "adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" varchar(500) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"appointment_id" integer,
	"created_by" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"appointment_id" integer,
	"message" varchar(2000) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"response" varchar(2000),
	"adjustment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" varchar(254)
);
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "line_payout_cents" SET DATA TYPE bigint[];--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "line_payout_cents" SET DEFAULT '{}'::bigint[];--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "payout_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancellation_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Bookings made before this column were booked under the default of 50 percent (their no_show_cents, from
-- 0023_visit, stay as they are: null there already reads as the default share, visit/no-show-pay.ts).
UPDATE "appointments" SET "cancellation_cents" = "payout_cents" / 2;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "adjustments_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cancellation_payout_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "no_show_payout_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "crew_sees_pay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_adjustment_id_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."adjustments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustments_vendor_week_idx" ON "adjustments" USING btree ("vendor_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "adjustments_cancellation_fee_idx" ON "adjustments" USING btree ("appointment_id") WHERE "adjustments"."kind" = 'cancellation-fee';--> statement-breakpoint
CREATE INDEX "disputes_vendor_idx" ON "disputes" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("created_at") WHERE "disputes"."status" = 'open';