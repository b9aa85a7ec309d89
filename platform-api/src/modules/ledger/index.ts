export {
  accountIds,
  houseAccount,
  type HouseRole,
  playerAccount,
  transfer,
  type TransferKind,
  transferLocked,
} from './ledger.js';
export { HOUSE_ROLES, type LockedGameAccounts, lockPlayerForGame } from './repository.js';
