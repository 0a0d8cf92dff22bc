ALTER TABLE "mail_queue" ADD COLUMN "request_id" varchar(128);--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "traceparent" varchar(64);