CREATE TABLE "rider_external_personnel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"supporting_act_id" uuid,
	"name" text NOT NULL,
	"role" text,
	"email" text,
	"phone" text,
	"notes" text,
	"position" integer NOT NULL,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"section" text NOT NULL,
	"label" text NOT NULL,
	"details" text,
	"quantity" integer,
	"position" integer NOT NULL,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_labor_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_labors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"labor_type_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"start_time" text,
	"end_time" text,
	"notes" text,
	"position" integer NOT NULL,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_personnel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text,
	"position" integer NOT NULL,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_supporting_acts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"notes" text,
	"position" integer NOT NULL,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"notes" text,
	"tour_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "rider_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "supporting_act_id" uuid;--> statement-breakpoint
ALTER TABLE "rider_external_personnel" ADD CONSTRAINT "rider_external_personnel_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_external_personnel" ADD CONSTRAINT "rider_external_personnel_supporting_act_id_rider_supporting_acts_id_fk" FOREIGN KEY ("supporting_act_id") REFERENCES "public"."rider_supporting_acts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_external_personnel" ADD CONSTRAINT "rider_external_personnel_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_items" ADD CONSTRAINT "rider_items_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_items" ADD CONSTRAINT "rider_items_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_labor_types" ADD CONSTRAINT "rider_labor_types_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_labors" ADD CONSTRAINT "rider_labors_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_labors" ADD CONSTRAINT "rider_labors_labor_type_id_rider_labor_types_id_fk" FOREIGN KEY ("labor_type_id") REFERENCES "public"."rider_labor_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_labors" ADD CONSTRAINT "rider_labors_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_personnel" ADD CONSTRAINT "rider_personnel_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_personnel" ADD CONSTRAINT "rider_personnel_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_personnel" ADD CONSTRAINT "rider_personnel_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_supporting_acts" ADD CONSTRAINT "rider_supporting_acts_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_supporting_acts" ADD CONSTRAINT "rider_supporting_acts_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rider_external_personnel_rider_idx" ON "rider_external_personnel" USING btree ("rider_id");--> statement-breakpoint
CREATE INDEX "rider_external_personnel_sync_idx" ON "rider_external_personnel" USING btree ("tour_id","version");--> statement-breakpoint
CREATE INDEX "rider_items_rider_idx" ON "rider_items" USING btree ("rider_id");--> statement-breakpoint
CREATE INDEX "rider_items_sync_idx" ON "rider_items" USING btree ("tour_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_labor_types_tour_name_unique" ON "rider_labor_types" USING btree ("tour_id",lower("name")) WHERE "rider_labor_types"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "rider_labor_types_sync_idx" ON "rider_labor_types" USING btree ("tour_id","version");--> statement-breakpoint
CREATE INDEX "rider_labors_rider_idx" ON "rider_labors" USING btree ("rider_id");--> statement-breakpoint
CREATE INDEX "rider_labors_sync_idx" ON "rider_labors" USING btree ("tour_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_personnel_rider_user_unique" ON "rider_personnel" USING btree ("rider_id","user_id") WHERE "rider_personnel"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "rider_personnel_sync_idx" ON "rider_personnel" USING btree ("tour_id","version");--> statement-breakpoint
CREATE INDEX "rider_supporting_acts_rider_idx" ON "rider_supporting_acts" USING btree ("rider_id");--> statement-breakpoint
CREATE INDEX "rider_supporting_acts_sync_idx" ON "rider_supporting_acts" USING btree ("tour_id","version");--> statement-breakpoint
CREATE INDEX "riders_sync_idx" ON "riders" USING btree ("tour_id","version");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_supporting_act_id_rider_supporting_acts_id_fk" FOREIGN KEY ("supporting_act_id") REFERENCES "public"."rider_supporting_acts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_rider_idx" ON "files" USING btree ("rider_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_rider_owner_check" CHECK ("files"."kind" <> 'RIDER' or ("files"."tour_id" is not null and "files"."rider_id" is not null));