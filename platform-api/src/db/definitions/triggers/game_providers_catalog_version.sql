-- A change to game_providers is a new catalogue version: the /data files are rebuilt at their next read.
CREATE OR REPLACE TRIGGER game_providers_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_providers
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
