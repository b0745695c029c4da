-- Game search (issue #18 item 15): how Thai players write each provider's name, and other spellings players type
-- ("โจกเกอร์", "pgslot"). Only search reads them; pages show `name` in both languages.
ALTER TABLE providers ADD COLUMN name_th text NOT NULL DEFAULT '';
ALTER TABLE providers ADD COLUMN aliases text[] NOT NULL DEFAULT '{}';
