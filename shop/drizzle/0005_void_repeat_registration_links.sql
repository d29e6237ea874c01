-- Confirmation links sent after a repeated registration carried that registration's data
-- (password hash, name, …) and set it on the account when clicked. A repeat registration no
-- longer changes an account, so such links stop working and their data is dropped.
UPDATE "action_tokens"
SET "used_at" = COALESCE("used_at", now()), "payload" = '{}'::jsonb
WHERE "purpose" = 'confirm-email' AND "payload" -> 'registration' IS NOT NULL;
