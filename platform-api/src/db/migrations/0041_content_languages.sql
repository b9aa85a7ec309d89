-- Content texts per language: an entry keeps its picture, order and publication time once, and
-- its title, summary and body in each language it is written in. A player's language an entry
-- lacks falls back to the brand's default language (modules/content/repository.ts).

CREATE TABLE content_texts (
  brand_id text NOT NULL,
  kind text NOT NULL,
  slug text NOT NULL,
  language text NOT NULL CHECK (language ~ '^[a-z]{2}-[A-Z]{2}$'),
  title text NOT NULL CHECK (title <> ''),
  summary text NOT NULL,
  body text NOT NULL CHECK (body <> ''),
  PRIMARY KEY (brand_id, kind, slug, language),
  FOREIGN KEY (brand_id, kind, slug) REFERENCES content_entries ON DELETE CASCADE
);

INSERT INTO content_texts (brand_id, kind, slug, language, title, summary, body)
SELECT entry.brand_id, entry.kind, entry.slug, brand.config ->> 'defaultLanguage', entry.title,
       entry.summary, entry.body
FROM content_entries entry JOIN brands brand ON brand.id = entry.brand_id;

ALTER TABLE content_entries DROP COLUMN title, DROP COLUMN summary, DROP COLUMN body;
