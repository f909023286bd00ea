ALTER TABLE "refunds" DROP CONSTRAINT "refunds_cause_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_cause_check" CHECK ("refunds"."cause" in ('staff', 'duplicate', 'not-issued'));--> statement-breakpoint
-- data backfill
-- Demo databases loaded before: the demo junior tournaments (Abeokuta Junior Series, Lagos Junior
-- Open, Port Harcourt Under-14 Cup, by their fixed demo ids) belong in the juniors category.
UPDATE "tournaments" SET "category" = 'juniors' WHERE "id" IN ('9d485577ef63bc46e5d8a5c3', '0735d3e649c2e17ab6fed53e', '828943ad9e6cbe8897d96d01') AND "category" = 'ATP';
