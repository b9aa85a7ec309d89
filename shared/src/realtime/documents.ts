import { gql } from '@apollo/client';

// The realtime service's operations (docs/api.md#realtime).

export const NEW_BALANCE = gql`
  subscription NewBalance($brandUsername: String!) {
    newBalance(brandUsername: $brandUsername) {
      walletBalance
      activeWallet
      brandUsername
      sequence
    }
  }
`;

export const PLAYER_NOTIF_DEPOWD = gql`
  subscription PlayerNotifDepoWd($brandUsername: String!) {
    playerNotifDepoWd(brandUsername: $brandUsername) {
      amount
      brandUsername
      currency
      transactionStatus
      transactionType
    }
  }
`;

export const BONUS_GRANT = gql`
  subscription BonusGrant($brandUsername: String!) {
    bonusGrant(brandUsername: $brandUsername) {
      brandUsername
      grantId
      status
      currency
      amount
    }
  }
`;

export const COUNT_LOGIN = gql`
  mutation CountLogin {
    countLogin {
      message
    }
  }
`;
