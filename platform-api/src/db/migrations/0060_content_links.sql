-- An entry may lead somewhere on the site: a promotion to the offer it describes. A site path, so
-- a seeded or edited entry can never send a player off the brand's site.
ALTER TABLE content_entries
  ADD COLUMN link text CHECK (link ~ '^/[A-Za-z0-9/_-]*$');
