CREATE TABLE "email_changes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"new_email" varchar(254) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" varchar(80) NOT NULL,
	"key" varchar(64) NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"body" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_token_hash_password_reset_tokens_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "public"."password_reset_tokens"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
DROP TABLE "appointment_note_keys" CASCADE;