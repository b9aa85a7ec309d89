-- A change to game_categories is a new catalogue version: the /data files are rebuilt at their next read.
CREATE OR REPLACE TRIGGER game_categories_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
