CREATE TABLE "job_links" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"token_digest" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_links_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
ALTER TABLE "job_links" ADD CONSTRAINT "job_links_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;