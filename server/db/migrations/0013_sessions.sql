-- Sessions (the refresh-token family named in each access token) and failed sign-ins per device budget.
CREATE TABLE "login_failures" (
	"email" text NOT NULL,
	"device" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_email_device_pk" PRIMARY KEY("email","device")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Added by hand: every existing family becomes a session, so people signed in before this
-- migration stay signed in (their next refresh gives an access token that names the session).
INSERT INTO "sessions" ("id", "user_id", "created_at", "expires_at", "revoked_at")
SELECT "family_id", min("user_id"::text)::uuid, min("created_at"), max("expires_at"), max("revoked_at")
FROM "refresh_tokens" GROUP BY "family_id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_sessions_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;