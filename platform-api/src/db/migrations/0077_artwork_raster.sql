-- Raster artwork (docs/api.md#artwork-as-avif-and-webp). Each variant of a drawing — its AVIF,
-- WebP or PNG at one width — is encoded once and kept under the digest of its source, so no API
-- process and no restart encodes it again until the source itself changes.
CREATE TABLE artwork_variants (
  source_digest text NOT NULL CHECK (source_digest <> ''),
  format text NOT NULL CHECK (format IN ('avif', 'webp', 'png')),
  width integer NOT NULL CHECK (width > 0),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source_digest, format, width)
);

-- Brand artwork an operator uploads (a logo, a banner): kept as a lossless PNG re-encoded from the
-- upload (no metadata, no script), named by that PNG's digest, so its URL never changes meaning.
CREATE TABLE brand_artwork_uploads (
  brand_id text NOT NULL REFERENCES brands (id),
  digest text NOT NULL CHECK (digest ~ '^[A-Za-z0-9_-]{16,64}$'),
  master bytea NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  uploaded_by text NOT NULL CHECK (uploaded_by <> ''),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand_id, digest)
);
