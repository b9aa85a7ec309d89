-- Refuses a call (a provider's, or one player protection forbids): SQLSTATE CR000 with the API's
-- error code name as its DETAIL, which the API answers as that error code (refusalOf in
-- http/errors.ts). Raising undoes everything the call wrote.
CREATE OR REPLACE FUNCTION game_wallet_refuse(error_code_name text, message text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'CR000', MESSAGE = message, DETAIL = error_code_name;
END $$;
