CREATE TABLE "team_estimate_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estimate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"member_id" uuid,
	"description" text NOT NULL,
	"days_hundredths" integer NOT NULL,
	"hours_hundredths" integer NOT NULL,
	"daily_wage_minor" bigint NOT NULL,
	"per_diem_minor" bigint NOT NULL,
	"hour_rate_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"name" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_estimate_lines" ADD CONSTRAINT "team_estimate_lines_estimate_id_team_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."team_estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_estimate_lines" ADD CONSTRAINT "team_estimate_lines_member_id_workspace_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."workspace_team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_estimates" ADD CONSTRAINT "team_estimates_team_id_workspace_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."workspace_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_estimates" ADD CONSTRAINT "team_estimates_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_estimate_lines_estimate_idx" ON "team_estimate_lines" USING btree ("estimate_id","position");--> statement-breakpoint
CREATE INDEX "team_estimates_team_idx" ON "team_estimates" USING btree ("team_id");