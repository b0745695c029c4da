-- Core Web Vitals from players' browsers (issue 14): one row per value a sampled page view sent, per brand and page
-- (a route name of the site, never an address with ids). The admin CLI's `vitals` reads the last 24 hours; the prune
-- timer deletes rows after 8 days.
CREATE TABLE web_vitals (
  id bigserial PRIMARY KEY,
  group_id text NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  page text NOT NULL CHECK (length(page) BETWEEN 1 AND 60),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
  value double precision NOT NULL CHECK (value >= 0),
  recorded_at timestamptz NOT NULL
);
CREATE INDEX web_vitals_recorded_idx ON web_vitals (recorded_at);
