-- Payment channels, notices, promotions, tournaments, LINE link requests.

CREATE TABLE payment_channels (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id text NOT NULL REFERENCES groups(id),
  type text NOT NULL CHECK (type IN ('qr-code', 'truewallet', 'tranfer-online', 'usdt-type')),
  provider text NOT NULL,
  img text NOT NULL,
  acc_name text NOT NULL,
  acc_no text,
  bank_id text,
  min_deposit_satang bigint NOT NULL,
  max_deposit_satang bigint NOT NULL,
  is_bonus boolean NOT NULL DEFAULT false,
  -- spelt as the client reads it (spec §3 "massage")
  massage text,
  topshow boolean NOT NULL DEFAULT false,
  -- USDT only: address, "coin chain" network words, network icon, baht per USDT in satang
  address text,
  network text,
  img_network text,
  exchange_satang bigint,
  -- PromptPay / wallet id a QR pays to (qr-code, truewallet)
  promptpay_id text,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  CHECK (min_deposit_satang > 0 AND max_deposit_satang >= min_deposit_satang)
);
CREATE INDEX payment_channels_group_idx ON payment_channels (group_id, type, sort);

CREATE TABLE notices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- NULL = every brand / every bank group
  group_id text REFERENCES groups(id),
  group_customer text,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('bank', 'promotion', 'game', 'maintenance', 'other')),
  link text,
  image_url text,
  game_name text,
  content text NOT NULL,
  show_one boolean NOT NULL DEFAULT false,
  force_upgate boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  published_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX notices_group_idx ON notices (group_id, published_at DESC);

CREATE TABLE promotions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id text REFERENCES groups(id),
  code text NOT NULL UNIQUE,
  title_th text NOT NULL,
  title_en text NOT NULL,
  content_th text NOT NULL,
  content_en text NOT NULL,
  img text NOT NULL,
  type text NOT NULL,
  bonus_percent integer NOT NULL DEFAULT 0,
  max_bonus_satang bigint NOT NULL DEFAULT 0,
  starts_at timestamptz,
  ends_at timestamptz,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE tournaments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id text REFERENCES groups(id),
  code text NOT NULL UNIQUE,
  name_th text NOT NULL,
  name_en text NOT NULL,
  img text NOT NULL,
  game_type text NOT NULL,
  prize_satang bigint NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL
);

CREATE TABLE line_link_requests (
  state text PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members(id),
  action text NOT NULL,
  redirect_uri text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
