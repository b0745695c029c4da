-- Affiliate commission of a day still running (the sandbox's early roll-up): paid, but shown to the member as in
-- progress until a roll-up run after the day ended has counted the whole day. Rows written before this migration were
-- all written by the 11:00 run for a day that had ended.
ALTER TABLE affiliate_rollups ADD COLUMN complete boolean NOT NULL DEFAULT true;
ALTER TABLE affiliate_commissions ADD COLUMN complete boolean NOT NULL DEFAULT true;
