CREATE TABLE "api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"scope" varchar(8) NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_keys_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "calendar_busy" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_busy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"member_id" integer,
	"starts" timestamp with time zone NOT NULL,
	"ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"member_id" integer,
	"url" varchar(2000) NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_error" varchar(500),
	"busy_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"endpoint_id" integer NOT NULL,
	"message_id" varchar(64) NOT NULL,
	"type" varchar(40) NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"include_customer" boolean DEFAULT false NOT NULL,
	"failures_in_a_row" integer DEFAULT 0 NOT NULL,
	"last_success_at" timestamp with time zone,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_one_holder";--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "webhook_delivery_id" bigint;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "order_key" varchar(100);--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "tier" varchar(8) DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_vendor_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."vendor_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_import_id_calendar_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."calendar_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_member_id_vendor_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."vendor_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_member_id_vendor_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."vendor_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_releases" ADD CONSTRAINT "job_releases_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_releases" ADD CONSTRAINT "job_releases_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_vendor_idx" ON "api_keys" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "calendar_busy_vendor_idx" ON "calendar_busy" USING btree ("vendor_id","ends");--> statement-breakpoint
CREATE INDEX "calendar_busy_import_idx" ON "calendar_busy" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "calendar_imports_vendor_idx" ON "calendar_imports" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "calendar_imports_due_idx" ON "calendar_imports" USING btree ("last_fetched_at");--> statement-breakpoint
CREATE INDEX "job_releases_vendor_idx" ON "job_releases" USING btree ("vendor_id","released_at");--> statement-breakpoint
CREATE INDEX "job_releases_released_idx" ON "job_releases" USING btree ("released_at","vendor_id","starts_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_vendor_idx" ON "webhook_endpoints" USING btree ("vendor_id");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_completed_quality_idx" ON "appointments" USING btree ("completed_at","vendor_id","outcome","actual_date_time","checked_in_at") WHERE "appointments"."completed_at" is not null and "appointments"."vendor_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_queue_order_idx" ON "mail_queue" USING btree ("order_key","id") WHERE "mail_queue"."order_key" is not null and "mail_queue"."sent_at" is null and "mail_queue"."dropped_at" is null;--> statement-breakpoint
CREATE INDEX "push_subscriptions_appointment_idx" ON "push_subscriptions" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "ratings_counted_idx" ON "ratings" USING btree ("created_at","vendor_id","stars","appointment_id") WHERE "ratings"."published_at" is not null and "ratings"."decision" is distinct from 'remove';--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_one_holder" CHECK (num_nonnulls("push_subscriptions"."member_id", "push_subscriptions"."staff_identity_id", "push_subscriptions"."appointment_id") = 1);