CREATE TABLE "supplemental_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplemental_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"text" text NOT NULL,
	"answer_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplemental_answers" ADD CONSTRAINT "supplemental_answers_question_id_supplemental_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."supplemental_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplemental_answers" ADD CONSTRAINT "supplemental_answers_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplemental_answers" ADD CONSTRAINT "supplemental_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplemental_questions" ADD CONSTRAINT "supplemental_questions_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplemental_answers_question_user_unique" ON "supplemental_answers" USING btree ("question_id","user_id") WHERE "supplemental_answers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "supplemental_answers_tour_user_idx" ON "supplemental_answers" USING btree ("tour_id","user_id");--> statement-breakpoint
CREATE INDEX "supplemental_questions_tour_idx" ON "supplemental_questions" USING btree ("tour_id","position");