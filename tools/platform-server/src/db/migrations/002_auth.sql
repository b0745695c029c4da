-- Sessions (refresh-token families), refresh tokens, OTPs, rate limits: all shared by every instance.

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES members(id),
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason text
);
CREATE INDEX sessions_member_idx ON sessions (member_id);

CREATE TABLE refresh_tokens (
  -- sha256 of the token: a database leak gives no usable token.
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions(id),
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE otps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'forgot')),
  reference text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz
);
CREATE INDEX otps_phone_idx ON otps (phone, purpose, created_at DESC);

-- The fake SMS gateway of the sandbox: what a real provider would have delivered.
CREATE TABLE sms_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  body text NOT NULL,
  otp_code text,
  otp_reference text,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_phone_idx ON sms_outbox (phone, id DESC);

-- Fixed-window counters (login per IP, OTP per phone, …).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
