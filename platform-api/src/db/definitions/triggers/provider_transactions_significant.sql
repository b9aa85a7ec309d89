-- A large wager or win is a significant event (significant_game_amount).
CREATE OR REPLACE TRIGGER provider_transactions_significant AFTER INSERT ON provider_transactions
  FOR EACH ROW EXECUTE FUNCTION significant_game_amount();
