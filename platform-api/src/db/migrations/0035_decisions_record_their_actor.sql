-- A decision on a deposit or withdrawal keeps who made it: the staff member or API key the admin
-- API authenticated. Decisions made before staff accounts existed have none.

ALTER TABLE depo_wd_transactions ADD COLUMN decided_by text CHECK (decided_by <> '');
