-- The member pages (issue 13): promotion terms and categories, the members' bonuses, tournament prizes, the brands'
-- events, VIP tiers by invitation and one-time login links.

ALTER TABLE promotions
  ADD COLUMN category text NOT NULL DEFAULT 'deposit'
    CHECK (category IN ('new-member', 'deposit', 'cashback', 'slot', 'casino', 'affiliate')),
  ADD COLUMN claim text NOT NULL DEFAULT 'deposit' CHECK (claim IN ('deposit', 'auto', 'affiliate')),
  ADD COLUMN min_deposit_satang bigint NOT NULL DEFAULT 0 CHECK (min_deposit_satang >= 0),
  ADD COLUMN turnover integer NOT NULL DEFAULT 0 CHECK (turnover >= 0),
  ADD COLUMN max_withdraw_satang bigint CHECK (max_withdraw_satang > 0),
  ADD COLUMN claim_repeat text NOT NULL DEFAULT 'always' CHECK (claim_repeat IN ('once', 'daily', 'always')),
  ADD COLUMN summary_th text NOT NULL DEFAULT '',
  ADD COLUMN summary_en text NOT NULL DEFAULT '',
  -- Paragraphs and term lines, plain text (no HTML reaches the pages).
  ADD COLUMN details_th text[] NOT NULL DEFAULT '{}',
  ADD COLUMN details_en text[] NOT NULL DEFAULT '{}',
  ADD COLUMN terms_th text[] NOT NULL DEFAULT '{}',
  ADD COLUMN terms_en text[] NOT NULL DEFAULT '{}',
  ADD COLUMN enabled boolean NOT NULL DEFAULT true;
CREATE INDEX promotions_group_idx ON promotions (group_id, category, sort);

-- A member's claim of a promotion. pending → active (bonus credited on the qualifying deposit) → completed; pending
-- may be cancelled; pending and active expire. expires_at is the pending window, then the turnover window.
CREATE TABLE bonuses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members(id),
  promotion_id bigint NOT NULL REFERENCES promotions(id),
  state text NOT NULL CHECK (state IN ('pending', 'active', 'completed', 'expired', 'cancelled')),
  claimed_at timestamptz NOT NULL,
  -- The Bangkok day of the claim, for promotions that may be claimed once a day.
  claimed_day date NOT NULL,
  activated_at timestamptz,
  expires_at timestamptz NOT NULL,
  deposit_id bigint REFERENCES deposits(id),
  deposit_satang bigint NOT NULL DEFAULT 0,
  bonus_satang bigint NOT NULL DEFAULT 0,
  turnover_required_satang bigint NOT NULL DEFAULT 0,
  closed_at timestamptz
);
-- One open bonus per member, whatever the race: the second claim's insert fails.
CREATE UNIQUE INDEX bonuses_one_open_idx ON bonuses (member_id) WHERE state IN ('pending', 'active');
-- A deposit pays one bonus at most.
CREATE UNIQUE INDEX bonuses_deposit_idx ON bonuses (deposit_id) WHERE deposit_id IS NOT NULL;
CREATE INDEX bonuses_member_idx ON bonuses (member_id, claimed_at DESC);

-- Prizes by rank range, baht in satang: [{"rank_from":1,"rank_to":1,"amount_satang":5000000}, …].
ALTER TABLE tournaments
  ADD COLUMN prizes jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN rules_th text NOT NULL DEFAULT '',
  ADD COLUMN rules_en text NOT NULL DEFAULT '';
CREATE INDEX game_transactions_bets_at_idx ON game_transactions (created_at, game_code) WHERE kind = 'bet' AND status = 'ok';

CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id text REFERENCES groups(id),
  code text NOT NULL UNIQUE,
  title_th text NOT NULL,
  title_en text NOT NULL,
  body_th text NOT NULL,
  body_en text NOT NULL,
  img text NOT NULL,
  link text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  CHECK (ends_at > starts_at)
);
CREATE INDEX events_group_idx ON events (group_id, ends_at);

ALTER TABLE members
  ADD COLUMN vip_tier text CHECK (vip_tier IN ('silver', 'gold', 'platinum', 'diamond')),
  ADD COLUMN vip_since timestamptz;

-- One-time login links: only the hash of the token is kept; used_at is set by the one call that signs in.
CREATE TABLE login_links (
  token_hash text PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members(id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX login_links_member_idx ON login_links (member_id, created_at DESC);
