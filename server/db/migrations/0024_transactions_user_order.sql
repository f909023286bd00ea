-- A member's billing history is read newest first, then by id: with the id in the index, a page is
-- read in that order with no sort, whatever the member's history.
DROP INDEX "transactions_user_idx";--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id","created_at","id");