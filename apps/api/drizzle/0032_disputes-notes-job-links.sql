CREATE TABLE "job_links" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"token_digest" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_links_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
CREATE TABLE "job_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"from" varchar(8) NOT NULL,
	"member_id" integer,
	"vendor_id" integer,
	"author" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_threads" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"customer_mail_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointment_notes" ADD COLUMN "author_member_id" integer;--> statement-breakpoint
ALTER TABLE "job_links" ADD CONSTRAINT "job_links_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_messages" ADD CONSTRAINT "job_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_messages" ADD CONSTRAINT "job_messages_member_id_vendor_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."vendor_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_messages" ADD CONSTRAINT "job_messages_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_threads" ADD CONSTRAINT "job_threads_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_messages_appointment_idx" ON "job_messages" USING btree ("appointment_id","id");--> statement-breakpoint
ALTER TABLE "appointment_notes" ADD CONSTRAINT "appointment_notes_author_member_id_vendor_members_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."vendor_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_per_job_idx" ON "disputes" USING btree ("appointment_id") WHERE "disputes"."status" = 'open' and "disputes"."appointment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_per_week_idx" ON "disputes" USING btree ("vendor_id","week_start") WHERE "disputes"."status" = 'open' and "disputes"."appointment_id" is null;