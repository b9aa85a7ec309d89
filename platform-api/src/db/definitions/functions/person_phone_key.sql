-- A phone number as accounts compare it: its digits without the `+` or leading zeros of an
-- international prefix. The same expression computes players.phone_normalised (migration 0046).
CREATE OR REPLACE FUNCTION person_phone_key(phone_number text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN nullif(ltrim(regexp_replace(phone_number, '\D', '', 'g'), '0'), '');
