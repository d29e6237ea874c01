ALTER TABLE "sessions" ADD COLUMN "rotated_by" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "successor_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "successor_sealed" text;