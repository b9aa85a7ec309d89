-- A change to games is a new catalogue version: the /data files are rebuilt at their next read.
CREATE OR REPLACE TRIGGER games_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
