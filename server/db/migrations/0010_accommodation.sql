CREATE TABLE "accommodation_room_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accommodation_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"room_type" text,
	"notes" text,
	"check_in" date,
	"check_out" date,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accommodation_room_members" ADD CONSTRAINT "accommodation_room_members_room_id_accommodation_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."accommodation_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_room_members" ADD CONSTRAINT "accommodation_room_members_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_room_members" ADD CONSTRAINT "accommodation_room_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_room_members" ADD CONSTRAINT "accommodation_room_members_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_rooms" ADD CONSTRAINT "accommodation_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_rooms" ADD CONSTRAINT "accommodation_rooms_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accommodation_room_members_event_user_unique" ON "accommodation_room_members" USING btree ("event_id","user_id") WHERE "accommodation_room_members"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "accommodation_room_members_room_idx" ON "accommodation_room_members" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "accommodation_room_members_sync_idx" ON "accommodation_room_members" USING btree ("tour_id","version");--> statement-breakpoint
CREATE INDEX "accommodation_rooms_event_idx" ON "accommodation_rooms" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "accommodation_rooms_sync_idx" ON "accommodation_rooms" USING btree ("tour_id","version");