-- How much of a stake on game `game_code` of provider `call_gpid` counts toward a grant's
-- wagering, from the grant's terms (docs/bonus.md#terms): the game's weight, else its
-- provider's, else its category's, else the default; whole percent, answered as 0–1.
CREATE OR REPLACE FUNCTION bonus_weight(terms jsonb, call_gpid text, game_code text)
RETURNS numeric LANGUAGE sql STABLE
RETURN (COALESCE(
  terms -> 'weights' -> 'games' ->> (call_gpid || ':' || game_code),
  terms -> 'weights' -> 'providers' ->> call_gpid,
  terms -> 'weights' -> 'categories' ->> (SELECT game.category FROM games game
                                           WHERE game.gpid = call_gpid AND game.code = game_code),
  terms -> 'weights' ->> 'default')::numeric / 100);
