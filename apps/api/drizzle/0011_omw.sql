CREATE TABLE "on_my_way" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"eta_minutes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "on_my_way" ADD CONSTRAINT "on_my_way_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_my_way" ADD CONSTRAINT "on_my_way_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "on_my_way_vendor_sent_idx" ON "on_my_way" USING btree ("vendor_id","sent_at");