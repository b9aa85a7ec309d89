-- countLogin counts a login once, however often the client reports it: each login session
-- remembers whether its login was counted.

ALTER TABLE login_sessions ADD COLUMN login_counted boolean NOT NULL DEFAULT false;
