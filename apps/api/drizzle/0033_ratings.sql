CREATE TABLE "ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"tags" jsonb NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"reply_body" text,
	"reply_at" timestamp with time zone,
	"reply_member_id" integer,
	"appeal_reason" text,
	"appealed_at" timestamp with time zone,
	"appeal_member_id" integer,
	"decision" varchar(8),
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "ratings_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "ratings_stars_range" CHECK ("ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_reply_member_id_vendor_members_id_fk" FOREIGN KEY ("reply_member_id") REFERENCES "public"."vendor_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_appeal_member_id_vendor_members_id_fk" FOREIGN KEY ("appeal_member_id") REFERENCES "public"."vendor_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_decided_by_identities_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ratings_vendor_idx" ON "ratings" USING btree ("vendor_id","created_at");