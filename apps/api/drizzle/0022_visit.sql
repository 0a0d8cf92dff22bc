CREATE TABLE "appointment_checklist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_checklist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"required" boolean NOT NULL,
	"photo" boolean NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"done_by_name" text
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "outcome" varchar(16);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "no_show_cents" bigint;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "no_show_note" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "checklist" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_checklist_items" ADD CONSTRAINT "appointment_checklist_items_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_checklist_items" ADD CONSTRAINT "appointment_checklist_items_done_by_vendor_members_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."vendor_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_checklist_items_appointment_idx" ON "appointment_checklist_items" USING btree ("appointment_id","position");