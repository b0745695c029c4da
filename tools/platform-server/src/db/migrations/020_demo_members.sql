-- Demo members have known passwords (the brands' group.json): a server outside the sandbox disables them at start
-- (src/server.ts), so a database once started with the sandbox cannot be entered with them in production. Members
-- made before this column are recognised by the referral code only the demo seed gives: 'aff-' and the username.
ALTER TABLE members ADD COLUMN demo boolean NOT NULL DEFAULT false;
UPDATE members SET demo = true WHERE affiliate_code = 'aff-' || username;
