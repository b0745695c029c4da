-- Brands (group ids), operator settings, members and their bank accounts.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A brand's group id (spec §1 "default group id"): games and notices are scoped by it.
CREATE TABLE groups (
  id text PRIMARY KEY,
  brand text NOT NULL UNIQUE,
  name text NOT NULL,
  line_contact text,
  min_withdraw_satang bigint NOT NULL DEFAULT 30000,
  max_withdraw_satang bigint NOT NULL DEFAULT 99999900,
  closed boolean NOT NULL DEFAULT false
);

CREATE TABLE members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  phone text NOT NULL UNIQUE,
  firstname text NOT NULL,
  lastname text NOT NULL,
  line_id text UNIQUE,
  line_user_id text UNIQUE,
  group_id text NOT NULL REFERENCES groups(id),
  -- The member's bank group ("groupCustomer" of getNotifys): bank notices target it.
  group_bank text NOT NULL DEFAULT 'A',
  upline_id uuid REFERENCES members(id),
  affiliate_code text NOT NULL UNIQUE,
  -- active | disabled (5001) | locked (as an upline: its downline gets 1007)
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled', 'locked')),
  password_locked boolean NOT NULL DEFAULT false,
  failed_logins integer NOT NULL DEFAULT 0,
  last_failed_login_at timestamptz,
  is_upgrade boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX members_upline_idx ON members (upline_id);

CREATE TABLE member_bank_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members(id),
  bank_id text NOT NULL,
  bank_no text NOT NULL,
  acc_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One bank account belongs to one member only (6002 "account already registered").
  UNIQUE (bank_id, bank_no)
);
CREATE INDEX member_bank_accounts_member_idx ON member_bank_accounts (member_id);

-- Phones that need identity verification before register / forgot (9998).
CREATE TABLE flagged_phones (
  phone text PRIMARY KEY,
  reason text NOT NULL
);
