-- The game catalogue is cached in every instance (src/games/catalogue.ts). Reloading it costs as much as it has games
-- (5,000 at 100× today's: their search text and six sorted orders), so an instance reloads only when this version
-- moved: every statement that changes games or providers (a new game, maintenance on or off) moves it.
CREATE TABLE catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO catalogue_version (id, version) VALUES (true, 1);

CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER games_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER providers_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
