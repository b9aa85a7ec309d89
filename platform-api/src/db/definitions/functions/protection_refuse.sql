-- Refuses like game_wallet_refuse, and also names the refusal's stable reason (ERROR_REASONS in
-- @croupier/contracts) and its raw parameters, as JSON in the HINT, so the site can say it in the
-- player's language (refusalOf in http/errors.ts).
CREATE OR REPLACE FUNCTION protection_refuse(error_code_name text, message text, reason text,
  params jsonb DEFAULT '{}')
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'CR000', MESSAGE = message, DETAIL = error_code_name,
    HINT = jsonb_build_object('reason', reason, 'params', params)::text;
END $$;
