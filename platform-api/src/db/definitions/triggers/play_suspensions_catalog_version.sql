-- A suspension or its end changes what a brand's lobby lists: a new catalogue version.
CREATE OR REPLACE TRIGGER play_suspensions_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON play_suspensions
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
