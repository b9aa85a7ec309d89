-- Brands, the domains that select them, and each brand's remote registry.

CREATE TABLE brands (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9_-]{1,31}$'),
  name text NOT NULL,
  -- BrandConfig (shared/src/brand/types.ts) without brandId, brandName and remotes.
  config jsonb NOT NULL CHECK (jsonb_typeof(config) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE brand_domains (
  domain text PRIMARY KEY CHECK (domain = lower(domain) AND domain <> ''),
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE
);

CREATE TABLE remote_registry (
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name IN ('games', 'wallet', 'account', 'referral')),
  -- URL of the remote's mf-manifest.json.
  entry text NOT NULL,
  enabled boolean NOT NULL,
  version text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand_id, name)
);
