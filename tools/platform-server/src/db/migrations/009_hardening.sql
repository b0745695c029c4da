-- Hardening (issue #10). The access-token key was once generated into `settings`; keys now come from the
-- environment only (or live in one process's memory outside production), so the stored one must not linger.
DELETE FROM settings WHERE key = 'token_secret';

-- Game-launch tickets carry the session's epoch: a password change bumps it, so the session's earlier tickets
-- die while the session itself stays (logout and a password reset end the session, and its tickets with it).
ALTER TABLE sessions ADD COLUMN ticket_epoch integer NOT NULL DEFAULT 0;

-- The pruning timer deletes by age.
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
CREATE INDEX otps_expires_idx ON otps (expires_at);
CREATE INDEX sms_outbox_created_idx ON sms_outbox (created_at);
