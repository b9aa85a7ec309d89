-- Content has an end as well as a start, and remembers who last changed it and when, so marketing
-- can schedule and unpublish, and the seed never overwrites what staff wrote. An entry unpublished
-- before its start ends where it starts: it never shows.

ALTER TABLE content_entries
  ADD COLUMN published_until timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN edited_by text CHECK (edited_by <> ''),
  ADD CONSTRAINT content_entries_ends_after_start
    CHECK (published_until IS NULL OR published_until >= published_at);
