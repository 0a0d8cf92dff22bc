CREATE TABLE "payouts" (
	"vendor_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"reference" varchar(100) NOT NULL,
	"completed_count" integer NOT NULL,
	"completed_cents" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by" varchar(254) NOT NULL,
	CONSTRAINT "payouts_vendor_id_week_start_pk" PRIMARY KEY("vendor_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "line_payout_cents" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payout_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "payout_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_vendor_completed_at_idx" ON "appointments" USING btree ("vendor_id","completed_at","payout_cents") WHERE "appointments"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "appointments_claimed_idx" ON "appointments" USING btree ("claimed_at") WHERE "appointments"."claimed_at" is not null;--> statement-breakpoint
CREATE INDEX "vendors_created_idx" ON "vendors" USING btree ("created_at");