-- Trigram matching for the site search (PGlite loads the extension with the database: db/open-database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"merchant_id" text,
	"user_id" uuid,
	"ref_id" text NOT NULL,
	"section" "category_section",
	"name" text NOT NULL,
	"secondary" text,
	"terms" text NOT NULL,
	"image_url" text,
	"rarity" "rarity",
	"localized_name" jsonb,
	CONSTRAINT "search_documents_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Site search (api/src/search/site-search.ts): one row per thing found, kept by the triggers below.
CREATE INDEX "search_documents_terms_trgm_idx" ON "search_documents" USING gin ("terms" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION search_document_of_merchant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_documents (kind, key, merchant_id, ref_id, name, terms, image_url)
  VALUES ('merchant', NEW.id, NEW.id, NEW.id, NEW.name, lower(NEW.name), NEW.art_url)
  ON CONFLICT (kind, key) DO UPDATE SET name = EXCLUDED.name, terms = EXCLUDED.terms, image_url = EXCLUDED.image_url;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_documents_of_merchants AFTER INSERT OR UPDATE OF name, art_url ON merchants
  FOR EACH ROW EXECUTE FUNCTION search_document_of_merchant();--> statement-breakpoint
-- An item type is a set of identical copies: there while one copy is. Statement triggers see each bulk insert once.
CREATE FUNCTION search_documents_of_added_collectibles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_documents (kind, key, merchant_id, ref_id, name, terms, image_url, rarity)
  SELECT DISTINCT ON (merchant_id, set_id) 'item', merchant_id || '/' || set_id, merchant_id, set_id, name, lower(name), image_url, rarity
  FROM added ORDER BY merchant_id, set_id
  ON CONFLICT (kind, key) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_documents_of_added_collectibles AFTER INSERT ON collectibles REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_of_added_collectibles();--> statement-breakpoint
CREATE FUNCTION search_documents_of_removed_collectibles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents d USING (SELECT DISTINCT merchant_id, set_id FROM removed) r
  WHERE d.kind = 'item' AND d.key = r.merchant_id || '/' || r.set_id
    AND NOT EXISTS (SELECT 1 FROM collectibles c WHERE c.merchant_id = r.merchant_id AND c.set_id = r.set_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_documents_of_removed_collectibles AFTER DELETE ON collectibles REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_of_removed_collectibles();--> statement-breakpoint
-- A category is found by its English name and by the merchant's translations of it.
CREATE FUNCTION search_document_of_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM search_documents WHERE kind = 'set' AND key = OLD.merchant_id || '/' || OLD.section || '/' || OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_documents (kind, key, merchant_id, ref_id, section, name, terms, localized_name)
    VALUES ('set', NEW.merchant_id || '/' || NEW.section || '/' || NEW.id, NEW.merchant_id, NEW.id, NEW.section, NEW.name,
      lower(NEW.name || coalesce(' ' || (SELECT string_agg(value, ' ') FROM jsonb_each_text(NEW.localized_name)), '')), NEW.localized_name);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_documents_of_categories AFTER INSERT OR UPDATE OR DELETE ON merchant_categories
  FOR EACH ROW EXECUTE FUNCTION search_document_of_category();--> statement-breakpoint
-- A person is found by display name and user name, never by address; one not yet through sign-up is not found.
CREATE FUNCTION search_document_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.awaiting_sign_up_confirmation OR coalesce(NEW.display_name, NEW.username) IS NULL THEN
    DELETE FROM search_documents WHERE kind = 'person' AND key = NEW.id::text;
    RETURN NULL;
  END IF;
  INSERT INTO search_documents (kind, key, user_id, ref_id, name, secondary, terms, image_url)
  VALUES ('person', NEW.id::text, NEW.id, NEW.id::text, coalesce(NEW.display_name, NEW.username), NEW.username,
    lower(concat_ws(' ', NEW.display_name, NEW.username)), NEW.profile_picture)
  ON CONFLICT (kind, key) DO UPDATE SET name = EXCLUDED.name, secondary = EXCLUDED.secondary, terms = EXCLUDED.terms, image_url = EXCLUDED.image_url;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_documents_of_users AFTER INSERT OR UPDATE OF username, display_name, profile_picture, awaiting_sign_up_confirmation ON users
  FOR EACH ROW EXECUTE FUNCTION search_document_of_user();--> statement-breakpoint
-- What the tables held before this migration.
INSERT INTO search_documents (kind, key, merchant_id, ref_id, name, terms, image_url)
  SELECT 'merchant', id, id, id, name, lower(name), art_url FROM merchants;--> statement-breakpoint
INSERT INTO search_documents (kind, key, merchant_id, ref_id, name, terms, image_url, rarity)
  SELECT DISTINCT ON (merchant_id, set_id) 'item', merchant_id || '/' || set_id, merchant_id, set_id, name, lower(name), image_url, rarity
  FROM collectibles ORDER BY merchant_id, set_id;--> statement-breakpoint
INSERT INTO search_documents (kind, key, merchant_id, ref_id, section, name, terms, localized_name)
  SELECT 'set', merchant_id || '/' || section || '/' || id, merchant_id, id, section, name,
    lower(name || coalesce(' ' || (SELECT string_agg(value, ' ') FROM jsonb_each_text(localized_name)), '')), localized_name
  FROM merchant_categories;--> statement-breakpoint
INSERT INTO search_documents (kind, key, user_id, ref_id, name, secondary, terms, image_url)
  SELECT 'person', id::text, id, id::text, coalesce(display_name, username), username, lower(concat_ws(' ', display_name, username)), profile_picture
  FROM users WHERE NOT awaiting_sign_up_confirmation AND coalesce(display_name, username) IS NOT NULL;
