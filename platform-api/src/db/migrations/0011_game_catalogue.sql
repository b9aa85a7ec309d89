-- Every catalogue game is played by one of the demo provider's engines and drawn from its theme
-- (colours and reel symbols), so the provider gateway and the thumbnails need no per-game code.
-- No migration or seed inserted games before this one, so the columns need no default.

ALTER TABLE games
  ADD COLUMN engine text NOT NULL CHECK (engine IN ('slot', 'dice')),
  ADD COLUMN theme jsonb NOT NULL CHECK (
    jsonb_typeof(theme) = 'object'
    AND jsonb_typeof(theme -> 'primary') = 'string'
    AND jsonb_typeof(theme -> 'secondary') = 'string'
    AND jsonb_typeof(theme -> 'accent') = 'string'
    AND jsonb_typeof(theme -> 'symbols') = 'array'
    AND jsonb_array_length(theme -> 'symbols') BETWEEN 6 AND 8
  ),
  -- The code names the game's thumbnail file, /assets/games/<gpid>/<code>.svg.
  ADD CONSTRAINT games_code_format CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,63}$');

CREATE INDEX games_category ON games (category, sort);

-- Providers are listed per category from the games they actually have, so the hand-kept list of
-- offered categories would only drift from them.
DROP TABLE game_provider_categories;
