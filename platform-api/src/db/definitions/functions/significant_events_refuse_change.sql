-- Significant events are a record a test lab relies on: never changed or deleted.
CREATE OR REPLACE FUNCTION significant_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'significant_events is append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
