ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_one_holder";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_appointment_idx" ON "push_subscriptions" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_one_holder" CHECK (num_nonnulls("push_subscriptions"."member_id", "push_subscriptions"."staff_identity_id", "push_subscriptions"."appointment_id") = 1);