CREATE TABLE "deal_memos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"wage_id" uuid,
	"tour_id" uuid,
	"sequence" integer NOT NULL,
	"job_number" text NOT NULL,
	"job_name" text NOT NULL,
	"position" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"technician" text NOT NULL,
	"tour_name" text NOT NULL,
	"currency" text NOT NULL,
	"daily_wage_minor" bigint NOT NULL,
	"hour_rate_minor" bigint NOT NULL,
	"per_diem_minor" bigint NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_report_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"format" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deal_memos" ADD CONSTRAINT "deal_memos_team_id_workspace_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."workspace_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_memos" ADD CONSTRAINT "deal_memos_member_id_workspace_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."workspace_team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_memos" ADD CONSTRAINT "deal_memos_wage_id_team_member_wages_id_fk" FOREIGN KEY ("wage_id") REFERENCES "public"."team_member_wages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_memos" ADD CONSTRAINT "deal_memos_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_memos" ADD CONSTRAINT "deal_memos_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_report_files" ADD CONSTRAINT "summary_report_files_report_id_summary_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."summary_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD CONSTRAINT "summary_reports_team_id_workspace_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."workspace_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD CONSTRAINT "summary_reports_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD CONSTRAINT "summary_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_memos_team_sequence_idx" ON "deal_memos" USING btree ("team_id","sequence");--> statement-breakpoint
CREATE INDEX "deal_memos_member_idx" ON "deal_memos" USING btree ("member_id","issued_at");--> statement-breakpoint
CREATE INDEX "summary_report_files_report_idx" ON "summary_report_files" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "summary_reports_team_idx" ON "summary_reports" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "summary_reports_pending_idx" ON "summary_reports" USING btree ("status") WHERE "summary_reports"."status" in ('queued', 'running');