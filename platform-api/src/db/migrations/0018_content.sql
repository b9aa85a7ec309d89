-- Editorial content per brand: news articles, promotions and FAQ entries, written in the brand's
-- default language. Bodies are plain text, paragraphs separated by blank lines, never HTML.

CREATE TABLE content_entries (
  brand_id text NOT NULL REFERENCES brands (id),
  kind text NOT NULL CHECK (kind IN ('article', 'promotion', 'faq')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  title text NOT NULL CHECK (title <> ''),
  summary text NOT NULL,
  body text NOT NULL CHECK (body <> ''),
  -- An /assets/… path, or null for entries without a picture.
  image text,
  sort integer NOT NULL,
  published_at timestamptz NOT NULL,
  PRIMARY KEY (brand_id, kind, slug)
);

CREATE INDEX content_entries_listing ON content_entries (brand_id, kind, sort);
