-- A legal name as verified identities compare it: lowercase words, whatever the punctuation and
-- spacing between them.
CREATE OR REPLACE FUNCTION person_name_key(full_name text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN nullif(btrim(regexp_replace(lower(full_name), '[^[:alnum:]]+', ' ', 'g')), '');
