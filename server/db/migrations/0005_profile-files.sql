ALTER TABLE "files" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "document_kind" text;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_personal_document_unique" ON "files" USING btree ("owner_user_id","document_kind") WHERE "files"."deleted_at" is null and "files"."kind" = 'PERSONAL' and "files"."document_kind" <> 'PASSPORT';--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_personal_owner_check" CHECK (("files"."kind" not in ('PERSONAL', 'AVATAR') or "files"."owner_user_id" is not null) and ("files"."kind" <> 'PERSONAL' or "files"."document_kind" is not null));