export { accountIds, houseAccount, playerAccount, transfer, transferLocked } from './ledger.js';
export { type LockedGameAccounts, lockPlayerForGame } from './repository.js';
