-- The seamless wallet's hot path in one round trip. A provider's bet or win is one call of these
-- functions (one statement, so atomic in autocommit): claim the transaction id, move the money with a
-- conditional UPDATE, write the balanced ledger transaction. The answer is rebuilt from the row
-- (status + balance_after_satang) for the first caller and every repeat alike, so they are identical.
-- src/rounds/wallet.ts is the only caller; src/wallet/ledger.ts post() stays the general way money moves.

ALTER TABLE game_transactions ADD COLUMN balance_after_satang bigint;

-- outcome: 'ok' (debited), 'refused' (not enough balance; stored as the answer), 'repeat' (the id exists).
CREATE FUNCTION game_bet(p_provider text, p_tx_id text, p_member uuid, p_wallet bigint, p_house bigint, p_round text, p_game text,
                         p_amount bigint, p_fingerprint text, p_at timestamptz)
RETURNS TABLE (outcome text, balance_satang bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_txn bigint;
BEGIN
  INSERT INTO game_transactions (provider, tx_id, kind, member_id, round_id, game_code, amount_satang, status, fingerprint, created_at)
  VALUES (p_provider, p_tx_id, 'bet', p_member, p_round, p_game, p_amount, 'ok', p_fingerprint, p_at)
  ON CONFLICT (provider, tx_id) DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'repeat'::text, NULL::bigint;
    RETURN;
  END IF;
  UPDATE wallets w SET balance_satang = w.balance_satang - p_amount
  WHERE w.id = p_wallet AND w.kind = 'member' AND w.member_id = p_member AND w.balance_satang >= p_amount
  RETURNING w.balance_satang INTO v_balance;
  IF NOT FOUND THEN
    SELECT w.balance_satang INTO v_balance FROM wallets w WHERE w.id = p_wallet;
    UPDATE game_transactions SET status = 'refused', balance_after_satang = v_balance WHERE provider = p_provider AND tx_id = p_tx_id;
    RETURN QUERY SELECT 'refused'::text, v_balance;
    RETURN;
  END IF;
  INSERT INTO ledger_transactions (kind, idempotency_key, created_at) VALUES ('bet', 'game:' || p_provider || ':' || p_tx_id, p_at) RETURNING id INTO v_txn;
  INSERT INTO ledger_entries (transaction_id, wallet_id, amount_satang, created_at) VALUES (v_txn, p_wallet, -p_amount, p_at), (v_txn, p_house, p_amount, p_at);
  UPDATE game_transactions SET balance_after_satang = v_balance WHERE provider = p_provider AND tx_id = p_tx_id;
  RETURN QUERY SELECT 'ok'::text, v_balance;
END $$;

-- A win (p_amount may be 0: a lost round closes with a zero win and moves nothing).
CREATE FUNCTION game_win(p_provider text, p_tx_id text, p_member uuid, p_wallet bigint, p_house bigint, p_round text, p_game text,
                         p_amount bigint, p_fingerprint text, p_at timestamptz)
RETURNS TABLE (outcome text, balance_satang bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_txn bigint;
BEGIN
  INSERT INTO game_transactions (provider, tx_id, kind, member_id, round_id, game_code, amount_satang, status, fingerprint, created_at)
  VALUES (p_provider, p_tx_id, 'win', p_member, p_round, p_game, p_amount, 'ok', p_fingerprint, p_at)
  ON CONFLICT (provider, tx_id) DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'repeat'::text, NULL::bigint;
    RETURN;
  END IF;
  UPDATE wallets w SET balance_satang = w.balance_satang + p_amount
  WHERE w.id = p_wallet AND w.kind = 'member' AND w.member_id = p_member
  RETURNING w.balance_satang INTO v_balance;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'wallet % is not member %''s', p_wallet, p_member;
  END IF;
  IF p_amount > 0 THEN
    INSERT INTO ledger_transactions (kind, idempotency_key, created_at) VALUES ('win', 'game:' || p_provider || ':' || p_tx_id, p_at) RETURNING id INTO v_txn;
    INSERT INTO ledger_entries (transaction_id, wallet_id, amount_satang, created_at) VALUES (v_txn, p_house, -p_amount, p_at), (v_txn, p_wallet, p_amount, p_at);
  END IF;
  UPDATE game_transactions SET balance_after_satang = v_balance WHERE provider = p_provider AND tx_id = p_tx_id;
  RETURN QUERY SELECT 'ok'::text, v_balance;
END $$;
