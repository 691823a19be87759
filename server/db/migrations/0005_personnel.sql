ALTER TABLE "tour_personnel" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "tour_personnel" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_personnel" ADD CONSTRAINT "tour_personnel_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;