-- Free-spin grants bound to Hub88's rewards (docs/hub88.md#free-spin-grants-and-rewards): what
-- failed when Croupier created or cancelled a grant's reward, so staff see it and the binding pass
-- retries it later. A grant's reward itself is its hub88_rewards row (operator_reference = its id).
CREATE TABLE hub88_reward_failures (
  grant_id uuid NOT NULL REFERENCES bonus_grants (id),
  action text NOT NULL CHECK (action IN ('create', 'cancel')),
  game_code text NOT NULL CHECK (game_code <> ''),
  error text NOT NULL CHECK (error <> ''),
  attempts integer NOT NULL DEFAULT 1 CHECK (attempts > 0),
  failed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (grant_id, action)
);
