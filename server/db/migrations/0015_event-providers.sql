CREATE TABLE "event_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"address_line" text,
	"city" text,
	"country" text,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"place_id" text,
	"time_zone" text,
	"phone" text,
	"email" text,
	"website" text,
	"notes" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_event_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "provider_id" uuid;--> statement-breakpoint
ALTER TABLE "tour_days" ADD COLUMN "venue_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "event_providers" ADD CONSTRAINT "event_providers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_event_providers" ADD CONSTRAINT "tour_event_providers_provider_id_event_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."event_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_event_providers" ADD CONSTRAINT "tour_event_providers_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_providers_workspace_idx" ON "event_providers" USING btree ("workspace_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_event_providers_tour_provider_unique" ON "tour_event_providers" USING btree ("tour_id","provider_id");--> statement-breakpoint
CREATE INDEX "tour_event_providers_provider_idx" ON "tour_event_providers" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "tour_event_providers_sync_idx" ON "tour_event_providers" USING btree ("tour_id","version");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_provider_id_event_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."event_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_days" ADD CONSTRAINT "tour_days_venue_provider_id_event_providers_id_fk" FOREIGN KEY ("venue_provider_id") REFERENCES "public"."event_providers"("id") ON DELETE set null ON UPDATE no action;