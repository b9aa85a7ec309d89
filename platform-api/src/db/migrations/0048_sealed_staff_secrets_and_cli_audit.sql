-- Staff TOTP secrets are stored sealed with AES-256-GCM (security/secret-box.ts) under
-- STAFF_SECRET_KEY. SQL cannot know that key, so rows written in plaintext before this release are
-- sealed by the API at its next start (modules/staff/totp-secrets.ts) before it serves a request.
-- NOT VALID: the check holds for every row written from now on, while the existing rows wait for
-- that start; a later release may VALIDATE it once every deployment has started once.
ALTER TABLE staff ADD CONSTRAINT staff_totp_secrets_sealed
  CHECK (totp_secret LIKE 'aes256gcm:%'
    AND (pending_totp_secret IS NULL OR pending_totp_secret LIKE 'aes256gcm:%')) NOT VALID;

-- The operator CLI's writes straight to the database are audited with actor kind 'cli'.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_kind_check
  CHECK (actor_kind IN ('staff', 'key', 'bootstrap', 'anonymous', 'cli'));
