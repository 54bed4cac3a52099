CREATE TABLE "files" (
	"path_key" text PRIMARY KEY NOT NULL,
	"dir_path" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"width" integer,
	"height" integer,
	"has_thumbnail" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_dir_created_idx" ON "files" USING btree ("dir_path","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_tags_idx" ON "files" USING gin ("tags");