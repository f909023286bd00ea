CREATE TABLE "membership_prices" (
	"key" text PRIMARY KEY NOT NULL,
	"price_kobo" integer NOT NULL,
	"price_usd" integer NOT NULL,
	"renewal_kobo" integer,
	"renewal_price_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_prices_key_check" CHECK ("membership_prices"."key" in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "membership_prices_positive_check" CHECK ("membership_prices"."price_kobo" > 0 and "membership_prices"."price_usd" > 0),
	CONSTRAINT "membership_prices_renewal_check" CHECK (("membership_prices"."renewal_kobo" is null) = ("membership_prices"."renewal_price_until" is null))
);
--> statement-breakpoint
-- The prices the plans had in the browser's code, now the club's data.
INSERT INTO "membership_prices" ("key", "price_kobo", "price_usd") VALUES
	('monthly', 600000, 5),
	('quarterly', 1500000, 10),
	('yearly', 7000000, 50)
ON CONFLICT ("key") DO NOTHING;
