-- Where a limit's rolling period begins: 24 hours, 7 days or 30 days ago.
CREATE OR REPLACE FUNCTION protection_window_start(period text)
RETURNS timestamptz LANGUAGE sql STABLE
RETURN now() - CASE period WHEN 'day' THEN interval '1 day' WHEN 'week' THEN interval '7 days'
                           WHEN 'month' THEN interval '30 days' END;
