CREATE TABLE "guest_list_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"requester_user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"phone" text,
	"email" text,
	"notes" text,
	"delivery_method" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"checked_in" integer DEFAULT 0 NOT NULL,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_list_submissions" ADD CONSTRAINT "guest_list_submissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_submissions" ADD CONSTRAINT "guest_list_submissions_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_submissions" ADD CONSTRAINT "guest_list_submissions_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_list_submissions_event_idx" ON "guest_list_submissions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "guest_list_submissions_sync_idx" ON "guest_list_submissions" USING btree ("tour_id","version");