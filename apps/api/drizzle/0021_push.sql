CREATE TABLE "push_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mail_queue_due_idx";--> statement-breakpoint
ALTER TABLE "mail_queue" ALTER COLUMN "to" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "mail_queue" ALTER COLUMN "subject" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "mail_queue" ALTER COLUMN "text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "kind" varchar(8) DEFAULT 'mail' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "push" jsonb;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "caused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_vendor_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."vendor_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "push_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."sent_at" is null and "mail_queue"."dropped_at" is null;