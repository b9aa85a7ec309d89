-- A player's wins of the day reaching the brand's daily threshold are a significant event
-- (significant_daily_win).
CREATE OR REPLACE TRIGGER provider_transactions_significant_daily_win AFTER INSERT
  ON provider_transactions FOR EACH ROW EXECUTE FUNCTION significant_daily_win();
