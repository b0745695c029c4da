-- LINE login: consenting with action=login yields a one-time code the site exchanges for a session.
ALTER TABLE line_link_requests
  ADD COLUMN login_code_hash text UNIQUE,
  ADD COLUMN login_code_expires_at timestamptz,
  ADD COLUMN login_code_used_at timestamptz;
