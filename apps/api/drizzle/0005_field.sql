CREATE TABLE "appointment_note_keys" (
	"vendor_id" integer NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"note_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_note_keys_vendor_id_idempotency_key_pk" PRIMARY KEY("vendor_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
ALTER TABLE "appointment_note_keys" ADD CONSTRAINT "appointment_note_keys_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_note_keys" ADD CONSTRAINT "appointment_note_keys_note_id_appointment_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."appointment_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;