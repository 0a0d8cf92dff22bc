CREATE TABLE "vendor_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"identity_id" uuid,
	"email" varchar(254) NOT NULL,
	"name" varchar(200) DEFAULT '' NOT NULL,
	"role" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'invited' NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_members_identity_id_unique" UNIQUE("identity_id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD CONSTRAINT "vendor_members_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD CONSTRAINT "vendor_members_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_members_email_idx" ON "vendor_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "vendor_members_vendor_idx" ON "vendor_members" USING btree ("vendor_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_assignee_id_vendor_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."vendor_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_assignee_idx" ON "appointments" USING btree ("assignee_id","actual_date_time") WHERE "appointments"."assignee_id" is not null;--> statement-breakpoint
-- Every existing vendor's identity becomes its owner (docs/architecture.md "A company with a crew").
INSERT INTO "vendor_members" ("vendor_id", "identity_id", "email", "name", "role", "status", "created_at")
  SELECT v."id", v."identity_id", i."email", v."contact_name", 'owner', 'active', v."created_at"
  FROM "vendors" v JOIN "identities" i ON i."id" = v."identity_id";--> statement-breakpoint
-- And every vendor made from now on, however it is made (onboarding, the demo seed, benches' bulk inserts).
CREATE FUNCTION "vendor_owner_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "vendor_members" ("vendor_id", "identity_id", "email", "name", "role", "status")
    SELECT NEW."id", NEW."identity_id", i."email", NEW."contact_name", 'owner', 'active'
    FROM "identities" i WHERE i."id" = NEW."identity_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "vendors_owner_member" AFTER INSERT ON "vendors"
  FOR EACH ROW EXECUTE FUNCTION "vendor_owner_member"();
