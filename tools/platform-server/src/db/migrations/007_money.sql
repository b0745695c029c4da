-- Money movement (issue 4): idempotent answers, deposits, withdrawals, game rounds, affiliate income.

-- Only member and affiliate balances are materialised (and may never go below zero). The house and
-- clearing accounts take part in almost every movement: materialising them would make every bet and
-- every deposit queue on one row lock, so their figure is the sum of their entries (wallet_figures).
UPDATE wallets SET balance_satang = 0 WHERE kind IN ('house', 'clearing');
ALTER TABLE wallets ADD CONSTRAINT wallets_unmaterialised_zero CHECK (kind IN ('member', 'affiliate') OR balance_satang = 0);
CREATE UNIQUE INDEX wallets_affiliate_idx ON wallets (member_id) INCLUDE (balance_satang) WHERE kind = 'affiliate';

CREATE VIEW wallet_figures AS
  SELECT w.id, w.kind, w.code, w.member_id, w.balance_satang AS materialised_satang,
         coalesce((SELECT sum(e.amount_satang) FROM ledger_entries e WHERE e.wallet_id = w.id), 0)::bigint AS ledger_satang
  FROM wallets w;

-- The first answer to every money-moving request, by idempotency key. A repeat with the same key and
-- the same parameters gets these exact bytes back and moves nothing; other parameters are refused.
CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  fingerprint text NOT NULL,
  -- JSON text (not jsonb): a replay must be byte-identical, and jsonb reorders keys.
  answer text,
  created_at timestamptz NOT NULL
);

-- Per-brand withdrawal rules (spec §5 / §9): cooldown, and a rolling 24-hour count and amount limit.
ALTER TABLE groups
  ADD COLUMN withdraw_cooldown_seconds integer NOT NULL DEFAULT 600 CHECK (withdraw_cooldown_seconds >= 0),
  ADD COLUMN withdraw_daily_count integer DEFAULT 10 CHECK (withdraw_daily_count > 0),
  ADD COLUMN withdraw_daily_amount_satang bigint DEFAULT 200000000 CHECK (withdraw_daily_amount_satang > 0),
  -- Affiliate commission on the downline's settled bets, in basis points (50 = 0.5 %).
  ADD COLUMN affiliate_commission_bp integer NOT NULL DEFAULT 50 CHECK (affiliate_commission_bp BETWEEN 0 AND 10000);

CREATE TABLE deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_ref text NOT NULL UNIQUE,
  member_id uuid NOT NULL REFERENCES members(id),
  channel_id bigint NOT NULL REFERENCES payment_channels(id),
  channel_type text NOT NULL,
  -- qr: a QR the member asked for; notice: the member said "I transferred"; transfer: a reported
  -- transfer nobody announced.
  source text NOT NULL CHECK (source IN ('qr', 'notice', 'transfer')),
  -- Baht asked for (qr, notice) or credited (transfer), in satang.
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  -- USDT only: the coin amount in millionths and the rate used (satang per USDT).
  usdt_micro bigint,
  rate_satang bigint,
  -- pending → paid | failed | expired; held = arrived outside the channel limits, waits for an operator.
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'held')),
  poll_token_hash text,
  debug_key text,
  expires_at timestamptz,
  gateway_txn text UNIQUE,
  note text,
  created_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX deposits_member_idx ON deposits (member_id, created_at DESC);
CREATE INDEX deposits_notice_idx ON deposits (member_id, channel_id, amount_satang) WHERE source = 'notice' AND status = 'pending';

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members(id),
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  bank_id text NOT NULL,
  bank_no text NOT NULL,
  acc_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  note text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC);

-- Seamless-wallet callbacks of game providers. The primary key is the provider's transaction id, so a
-- repeat finds the first answer; a rollback that arrives before its bet leaves a 'void' bet row that
-- refuses the late bet.
CREATE TABLE game_transactions (
  provider text NOT NULL,
  tx_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  member_id uuid NOT NULL REFERENCES members(id),
  round_id text NOT NULL,
  game_code text NOT NULL,
  amount_satang bigint NOT NULL CHECK (amount_satang >= 0),
  -- rollback: the bet it cancels
  ref_tx_id text,
  -- ok (money moved) | refused (answered with an error) | rolled_back (a bet later cancelled) | void
  status text NOT NULL CHECK (status IN ('pending', 'ok', 'refused', 'rolled_back', 'void')),
  fingerprint text NOT NULL,
  answer text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider, tx_id)
);
CREATE INDEX game_transactions_member_idx ON game_transactions (member_id, created_at);
CREATE INDEX game_transactions_bets_idx ON game_transactions (created_at) WHERE kind = 'bet';

-- Affiliate income: one roll-up per Bangkok business day (run at 11:00 for the day before).
CREATE TABLE affiliate_rollups (
  day date PRIMARY KEY,
  ran_at timestamptz NOT NULL,
  uplines integer NOT NULL,
  commission_satang bigint NOT NULL
);

CREATE TABLE affiliate_commissions (
  day date NOT NULL,
  upline_id uuid NOT NULL REFERENCES members(id),
  downline_id uuid NOT NULL REFERENCES members(id),
  turnover_satang bigint NOT NULL,
  commission_satang bigint NOT NULL,
  credited_at timestamptz NOT NULL,
  PRIMARY KEY (day, upline_id, downline_id)
);
CREATE INDEX affiliate_commissions_upline_idx ON affiliate_commissions (upline_id, day DESC);

CREATE TABLE affiliate_withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members(id),
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  -- Bangkok business day: one withdrawal per day (1004) is this unique key.
  day date NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (member_id, day)
);
