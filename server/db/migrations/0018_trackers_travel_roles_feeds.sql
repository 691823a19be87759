CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_trackers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"load_in" text,
	"soundcheck" text,
	"change_over" text,
	"set_time" text,
	"hard_curfew" text,
	"stage_contacts" text,
	"stage_size" text,
	"power" text,
	"monitors" text,
	"riggers" integer,
	"forks" integer,
	"loaders" integer,
	"hands" integer,
	"advanced" boolean DEFAULT false NOT NULL,
	"rider_sent" boolean DEFAULT false NOT NULL,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_personnel_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "travel" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_trackers" ADD CONSTRAINT "production_trackers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_trackers" ADD CONSTRAINT "production_trackers_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_personnel_roles" ADD CONSTRAINT "tour_personnel_roles_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_tour_user_idx" ON "calendar_feeds" USING btree ("tour_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_trackers_event_unique" ON "production_trackers" USING btree ("event_id") WHERE "production_trackers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "production_trackers_sync_idx" ON "production_trackers" USING btree ("tour_id","version");--> statement-breakpoint
CREATE INDEX "tour_personnel_roles_workspace_idx" ON "tour_personnel_roles" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_personnel_roles_name_idx" ON "tour_personnel_roles" USING btree ("workspace_id",lower("name")) WHERE "tour_personnel_roles"."deleted_at" is null;