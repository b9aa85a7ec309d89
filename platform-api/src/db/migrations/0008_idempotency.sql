-- Results of calls made with an Idempotency-Key, so a repeated submit answers the original
-- result. Written in the same transaction as the call's effects; kept forever.

CREATE TABLE idempotent_requests (
  player_id uuid NOT NULL REFERENCES players (id),
  idempotency_key text NOT NULL CHECK (idempotency_key <> ''),
  call text NOT NULL,
  -- SHA-256 of the call's input: the same key with another input is refused.
  request_hash bytea NOT NULL CHECK (octet_length(request_hash) = 32),
  -- The `data` the call answered; NULL only inside the transaction that runs the call.
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, idempotency_key)
);
