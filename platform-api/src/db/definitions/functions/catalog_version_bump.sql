-- Moves the catalogue's version on after a statement changed the catalogue.
CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  RETURN NULL;
END;
$$;
