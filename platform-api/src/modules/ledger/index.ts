export {
  accountIds,
  houseAccount,
  lockPlayerAccount,
  playerAccount,
  transfer,
  transferLocked,
} from './ledger.js';
export { type LockedGameAccounts, lockPlayerForGame } from './repository.js';
