-- Money: integer satang, double-entry. Every movement is one ledger transaction whose entries sum
-- to zero; wallets.balance_satang is the materialised sum of a wallet's entries.

CREATE TABLE wallets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- member | house | clearing (a payment channel's) | affiliate
  kind text NOT NULL CHECK (kind IN ('member', 'house', 'clearing', 'affiliate')),
  code text NOT NULL UNIQUE,
  member_id uuid REFERENCES members(id),
  balance_satang bigint NOT NULL DEFAULT 0,
  -- Only the house and clearing accounts may go negative (they are the other side of money entering).
  CONSTRAINT wallets_member_balance_nonnegative CHECK (kind IN ('house', 'clearing') OR balance_satang >= 0)
);
CREATE UNIQUE INDEX wallets_member_idx ON wallets (member_id) INCLUDE (balance_satang) WHERE kind = 'member';

CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  memo text,
  created_at timestamptz NOT NULL
);

-- Append-only: rows are never updated or deleted (enforced below).
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  wallet_id bigint NOT NULL REFERENCES wallets(id),
  amount_satang bigint NOT NULL CHECK (amount_satang <> 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_wallet_idx ON ledger_entries (wallet_id, id);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END $$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
