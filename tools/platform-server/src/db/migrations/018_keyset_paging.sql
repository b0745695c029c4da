-- Cost as the data grows (issue 19): every list a member pages through reads an index in the list's own order, so a
-- page costs the same at 100,000 members and 10 million ledger entries as at 1,000, and a deep page after a cursor
-- (keyset paging, src/db/keyset.ts) as much as page 1.

-- The money history (src/wallet/history.ts): each source newest first by the time the history shows, then id.
CREATE INDEX deposits_history_idx ON deposits (member_id, (coalesce(settled_at, created_at)), id)
  WHERE status IN ('paid', 'held') OR (source = 'notice' AND status = 'pending');
CREATE INDEX withdrawals_history_idx
  ON withdrawals (member_id, (CASE WHEN status = 'rejected' THEN decided_at ELSE created_at END), id);
CREATE INDEX affiliate_withdrawals_member_idx ON affiliate_withdrawals (member_id, created_at, id);

-- The affiliate's downline, newest first (memberList); the upline alone (counts, the roll-up) uses its prefix.
CREATE INDEX members_upline_created_idx ON members (upline_id, created_at, id);
DROP INDEX members_upline_idx;

-- The daily report pages by day and totals the range from the index alone; the downline list sums one downline's
-- days.
CREATE INDEX affiliate_commissions_upline_day_idx ON affiliate_commissions (upline_id, day, downline_id)
  INCLUDE (turnover_satang, commission_satang);
DROP INDEX affiliate_commissions_upline_idx;
CREATE INDEX affiliate_commissions_downline_idx ON affiliate_commissions (downline_id, upline_id)
  INCLUDE (turnover_satang, commission_satang);
