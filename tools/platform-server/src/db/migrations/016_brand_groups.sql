-- Brands' groups come from their own folders (issue 16: `group apply` with apps/<brand>/group.json): the name in both
-- languages, the providers the brand offers, and a code tying each channel and notice to its entry in the file, so
-- applying the file again updates them instead of adding copies.
ALTER TABLE groups
  ADD COLUMN name_th text,
  ADD COLUMN name_en text,
  -- NULL: every provider's games; else the codes of the providers the brand offers.
  ADD COLUMN providers text[];
UPDATE groups SET name_th = name, name_en = name;

ALTER TABLE payment_channels ADD COLUMN code text;
CREATE UNIQUE INDEX payment_channels_code_idx ON payment_channels (group_id, code);
ALTER TABLE notices ADD COLUMN code text;
CREATE UNIQUE INDEX notices_code_idx ON notices (group_id, code);

-- A database the server seeded before: its six channels per brand (in this order) and its five notices get the codes
-- the brands' files give them, so the first `group apply` updates them.
UPDATE payment_channels SET code = (ARRAY['promptpay', 'promptpay-bonus', 'truewallet', 'kbank', 'scb', 'usdt'])[sort + 1]
WHERE code IS NULL AND sort BETWEEN 0 AND 5;
UPDATE notices n SET code = x.code
FROM (VALUES ('แจ้งเปลี่ยนบัญชีธนาคาร', 'bank-change'), ('โปรโมชั่นสมาชิกใหม่ 100%', 'welcome-bonus'),
  ('เกมใหม่มาแรง', 'new-game'), ('ปิดปรับปรุงระบบ', 'maintenance-day'), ('ยินดีต้อนรับ', 'welcome')) AS x(title, code)
WHERE n.title = x.title AND n.code IS NULL
  AND n.id = (SELECT min(m.id) FROM notices m WHERE m.group_id = n.group_id AND m.title = n.title);
