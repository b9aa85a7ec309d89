-- Remote releases: a remote team publishes a versioned build and points brands' registry entries
-- at it; the registry keeps every move, so a rollback can step back and an operator can see who
-- published what, when.

-- false: the entry follows the deployment's REMOTE_*_URL (the seed); true: a release owns it.
ALTER TABLE remote_registry ADD COLUMN released boolean NOT NULL DEFAULT false;

CREATE TABLE remote_registry_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand_id text NOT NULL,
  name text NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'rollback')),
  -- The entry and version the change pointed the registry at, and what it replaced.
  entry text NOT NULL,
  version text NOT NULL,
  previous_entry text NOT NULL,
  previous_version text NOT NULL,
  previous_released boolean NOT NULL,
  actor text NOT NULL CHECK (actor <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set on a publish once a rollback undid it: rollbacks undo the newest publish still standing.
  rolled_back_by bigint REFERENCES remote_registry_changes (id),
  FOREIGN KEY (brand_id, name) REFERENCES remote_registry (brand_id, name) ON DELETE CASCADE,
  CHECK ((action = 'publish') OR (rolled_back_by IS NULL))
);

CREATE INDEX remote_registry_changes_by_remote ON remote_registry_changes (name, brand_id, id DESC);
