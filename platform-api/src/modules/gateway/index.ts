export { GAME_TOKEN_TTL_SECONDS, issueGameToken } from './game-tokens.js';
export { gatewayRoutes } from './routes.js';
export type {
  AuthenticateData,
  BalanceData,
  FreeSpinData,
  FreeSpinsData,
  JackpotData,
  TransactionData,
} from './schemas.js';
export { FreeSpinsDataSchema } from './schemas.js';
export { applyBet, applyWin, playerBalance } from './repository.js';
export { providerSecretOf, SIGNATURE_HEADER, signBody } from './signature.js';
