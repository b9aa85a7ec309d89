-- An email as accounts compare it: without case or whitespace. The same expression computes
-- players.email_normalised (migration 0046), so a lookup by this key uses its indexes.
CREATE OR REPLACE FUNCTION person_email_key(email text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN nullif(lower(regexp_replace(email, '\s', '', 'g')), '');
