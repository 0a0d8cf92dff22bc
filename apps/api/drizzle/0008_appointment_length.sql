-- A base's appointment length never changes: keep it with each appointment, so no answer joins the bases for it.
ALTER TABLE "appointments" ADD COLUMN "appointment_length" integer;--> statement-breakpoint
UPDATE "appointments" a SET "appointment_length" = b.appointment_length FROM "appointment_bases" b WHERE b.id = a.appointment_base_id;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "appointment_length" SET NOT NULL;
