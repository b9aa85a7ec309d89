-- Why play of game `game` of provider `provider` is suspended in `brand` (disable on demand,
-- GLI-19 2.4.1): the reason of the suspension of all play, else of the provider, else of the
-- game; NULL when it is open.
CREATE OR REPLACE FUNCTION play_suspension_reason(brand text, provider text, game text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT suspension.reason FROM play_suspensions suspension
  WHERE suspension.brand_id = brand
    AND (suspension.gpid = '' OR (suspension.gpid = provider
         AND (suspension.game_code = '' OR suspension.game_code = game)))
  ORDER BY suspension.gpid, suspension.game_code
  LIMIT 1
$$;
