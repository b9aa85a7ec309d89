-- A bet's jackpot contribution becomes a posting of the bet's own transfer: the function that
-- posted it as a transfer of its own goes, and the game wallet's transfer takes the pool's posting
-- (definitions/functions/jackpot_contribution.sql, game_wallet_post_transfer.sql). Contributions
-- already written stay `jackpot_contribution` transfers.
DROP FUNCTION IF EXISTS jackpot_contribute(game_wallet_session, bigint, numeric, text, jsonb);
DROP FUNCTION IF EXISTS game_wallet_post_transfer(text, game_wallet_accounts, text, text, numeric,
  numeric, bigint, jsonb);
