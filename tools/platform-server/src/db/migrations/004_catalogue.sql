-- Providers, lobby categories (provider tiles per game type), games, favourites and recents.

CREATE TABLE providers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  maintenance boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id bigint NOT NULL REFERENCES providers(id),
  type text NOT NULL CHECK (type IN ('casino', 'slot', 'fishing', 'lotto', 'sport')),
  code text NOT NULL,
  name_th text NOT NULL,
  name_en text NOT NULL,
  language text NOT NULL DEFAULT 'th',
  -- launching: the tile opens the provider's lobby directly instead of a game list.
  launching boolean NOT NULL DEFAULT false,
  hot boolean NOT NULL DEFAULT false,
  new boolean NOT NULL DEFAULT false,
  root boolean NOT NULL DEFAULT true,
  category_name text NOT NULL,
  handle text NOT NULL UNIQUE,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (type, code)
);

CREATE TABLE games (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id bigint NOT NULL REFERENCES providers(id),
  type text NOT NULL CHECK (type IN ('casino', 'slot', 'fishing', 'lotto', 'sport')),
  -- category: the provider tile the game belongs to (categories.code)
  category text NOT NULL,
  code text NOT NULL UNIQUE,
  name_th text NOT NULL,
  name_en text NOT NULL,
  language text NOT NULL DEFAULT 'th',
  freespin boolean NOT NULL DEFAULT false,
  hot boolean NOT NULL DEFAULT false,
  new boolean NOT NULL DEFAULT false,
  category_name text NOT NULL,
  handle text NOT NULL UNIQUE,
  rating integer NOT NULL DEFAULT 0,
  launching boolean NOT NULL DEFAULT true,
  maintenance boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_type_idx ON games (type, sort, id);
CREATE INDEX games_category_idx ON games (category, sort, id);

CREATE TABLE favourites (
  member_id uuid NOT NULL REFERENCES members(id),
  game_id bigint NOT NULL REFERENCES games(id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE recents (
  member_id uuid NOT NULL REFERENCES members(id),
  game_id bigint NOT NULL REFERENCES games(id),
  played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recents_member_played_idx ON recents (member_id, played_at DESC);
