-- Player protection (issue 15): the brand's minimum age, every protection choice a member makes and the cookie
-- consents members give. Choices and consents are kept with their time and never changed afterwards: the current
-- state is always worked out from the history (tools/platform-server/src/protection).

-- The brand's minimum age (its site's ageBadge): registration must confirm at least this age (code 4001).
ALTER TABLE groups ADD COLUMN min_age integer NOT NULL DEFAULT 20 CHECK (min_age BETWEEN 18 AND 21);

CREATE TABLE protection_choices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members(id),
  kind text NOT NULL CHECK (kind IN ('deposit_limit', 'timeout', 'self_exclusion', 'reality_check')),
  -- deposit_limit: the Bangkok calendar period it limits, and the limit (NULL = no limit).
  period text CHECK (period IN ('day', 'week', 'month')),
  amount_satang bigint CHECK (amount_satang > 0),
  -- reality_check: minutes of play between reminders (NULL = off).
  minutes integer CHECK (minutes > 0),
  -- timeout / self_exclusion: the option chosen and when it ends (NULL = permanent).
  duration text CHECK (duration IN ('24h', '1w', '1m', '6w', '6m', '1y', 'permanent')),
  ends_at timestamptz,
  made_at timestamptz NOT NULL,
  -- A raised deposit limit takes effect 24 hours after it was made; everything else at once.
  effective_at timestamptz NOT NULL,
  made_by text NOT NULL DEFAULT 'member' CHECK (made_by IN ('member', 'operator')),
  CHECK ((kind = 'deposit_limit') = (period IS NOT NULL)),
  CHECK (kind = 'deposit_limit' OR amount_satang IS NULL),
  CHECK (kind = 'reality_check' OR minutes IS NULL),
  CHECK ((kind IN ('timeout', 'self_exclusion')) = (duration IS NOT NULL)),
  CHECK (kind IN ('timeout', 'self_exclusion') OR ends_at IS NULL),
  CHECK (effective_at >= made_at)
);
CREATE INDEX protection_choices_member_idx ON protection_choices (member_id, made_at);
-- A break in force is looked up at every login, launch and deposit.
CREATE INDEX protection_breaks_idx ON protection_choices (member_id, ends_at)
  WHERE kind IN ('timeout', 'self_exclusion');

-- A member's cookie consent (PDPA): the policy version, each purpose allowed or not, when the member chose (the
-- site's cookie says) and when the server heard it.
CREATE TABLE consent_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members(id),
  policy_version text NOT NULL,
  purposes jsonb NOT NULL,
  decided_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX consent_records_member_idx ON consent_records (member_id, recorded_at);

CREATE FUNCTION protection_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
CREATE TRIGGER protection_choices_append_only BEFORE UPDATE OR DELETE ON protection_choices
  FOR EACH ROW EXECUTE FUNCTION protection_append_only();
CREATE TRIGGER consent_records_append_only BEFORE UPDATE OR DELETE ON consent_records
  FOR EACH ROW EXECUTE FUNCTION protection_append_only();

-- Members marketing must not reach right now (on a time-out or self-exclusion): an operator's campaign tool reads
-- this list; the platform's own promotion notices already skip them.
CREATE VIEW members_on_break AS
  SELECT DISTINCT member_id FROM protection_choices
  WHERE kind IN ('timeout', 'self_exclusion') AND effective_at <= now() AND (ends_at IS NULL OR ends_at > now());
