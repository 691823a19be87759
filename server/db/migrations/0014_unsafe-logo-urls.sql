-- Logo links are https-only since the artist schema checks them (isSafeLogoUrl); links stored
-- before that (javascript:, data:, http:) are dropped rather than shown to anyone.
UPDATE "artists" SET "logo_url" = NULL WHERE "logo_url" IS NOT NULL AND "logo_url" NOT LIKE 'https://%';--> statement-breakpoint
UPDATE "tours" SET "logo_url" = NULL WHERE "logo_url" IS NOT NULL AND "logo_url" NOT LIKE 'https://%';
