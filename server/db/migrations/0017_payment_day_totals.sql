CREATE TABLE "payment_day_totals" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"paid_kobo" bigint DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_day_totals_day_kind_pk" PRIMARY KEY("day","kind")
);

--> statement-breakpoint
CREATE FUNCTION "payment_day_add"(p_at timestamptz, p_kind text, p_paid bigint, p_count integer, p_refunded bigint, p_payments integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "payment_day_totals" ("day", "kind", "paid_kobo", "paid_count", "refunded_kobo", "payments")
  VALUES ((p_at AT TIME ZONE 'Africa/Lagos')::date, p_kind, p_paid, p_count, p_refunded, p_payments)
  ON CONFLICT ("day", "kind") DO UPDATE SET
    "paid_kobo" = "payment_day_totals"."paid_kobo" + excluded."paid_kobo",
    "paid_count" = "payment_day_totals"."paid_count" + excluded."paid_count",
    "refunded_kobo" = "payment_day_totals"."refunded_kobo" + excluded."refunded_kobo",
    "payments" = "payment_day_totals"."payments" + excluded."payments";
$$;
--> statement-breakpoint
CREATE FUNCTION "payment_day_totals_of_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A backup restore loads the totals as they were kept.
  IF current_setting('club.loading_backup', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "payment_day_add"(OLD."created_at", OLD."kind",
      CASE WHEN OLD."status" = 'complete' THEN -OLD."amount_kobo" ELSE 0 END,
      CASE WHEN OLD."status" = 'complete' THEN -1 ELSE 0 END, 0, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "payment_day_add"(NEW."created_at", NEW."kind",
      CASE WHEN NEW."status" = 'complete' THEN NEW."amount_kobo" ELSE 0 END,
      CASE WHEN NEW."status" = 'complete' THEN 1 ELSE 0 END, 0, 1);
  END IF;
  -- Refunds count under their payment's kind.
  IF TG_OP = 'UPDATE' AND OLD."kind" IS DISTINCT FROM NEW."kind" THEN
    PERFORM "payment_day_add"(r."created_at", OLD."kind", 0, 0, -r."amount_kobo", 0),
      "payment_day_add"(r."created_at", NEW."kind", 0, 0, r."amount_kobo", 0)
    FROM "refunds" r WHERE r."transaction_id" = NEW."id" AND r."status" <> 'failed';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "payment_day_totals_of_refund"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('club.loading_backup', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" <> 'failed' THEN
    PERFORM "payment_day_add"(OLD."created_at", t."kind", 0, 0, -OLD."amount_kobo", 0)
    FROM "transactions" t WHERE t."id" = OLD."transaction_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" <> 'failed' THEN
    PERFORM "payment_day_add"(NEW."created_at", t."kind", 0, 0, NEW."amount_kobo", 0)
    FROM "transactions" t WHERE t."id" = NEW."transaction_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_kobo", "kind", "created_at"
  ON "transactions" FOR EACH ROW EXECUTE FUNCTION "payment_day_totals_of_transaction"();
--> statement-breakpoint
CREATE TRIGGER "refunds_day_totals" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_kobo", "created_at", "transaction_id"
  ON "refunds" FOR EACH ROW EXECUTE FUNCTION "payment_day_totals_of_refund"();
--> statement-breakpoint
INSERT INTO "payment_day_totals" ("day", "kind", "paid_kobo", "paid_count", "refunded_kobo", "payments")
SELECT "day", "kind", sum("paid"), sum("n"), sum("refunded"), sum("asked") FROM (
  SELECT ("created_at" AT TIME ZONE 'Africa/Lagos')::date AS "day", "kind",
    CASE WHEN "status" = 'complete' THEN "amount_kobo" ELSE 0 END::bigint AS "paid",
    CASE WHEN "status" = 'complete' THEN 1 ELSE 0 END AS "n", 0::bigint AS "refunded", 1 AS "asked"
  FROM "transactions"
  UNION ALL
  SELECT (r."created_at" AT TIME ZONE 'Africa/Lagos')::date, t."kind", 0, 0, r."amount_kobo", 0
  FROM "refunds" r INNER JOIN "transactions" t ON t."id" = r."transaction_id" WHERE r."status" <> 'failed'
) AS "rows" GROUP BY "day", "kind";
