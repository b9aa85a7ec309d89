import { gql } from '@apollo/client';
import type { PaymentNotification } from '@croupier/contracts';

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

/**
 * The decisions on the player's payments: the wire's `playerNotifDepoWd`, read by
 * `paymentDecisionOf` so that the names stay in this file.
 */
export const PAYMENT_DECISIONS = gql`
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
export interface PaymentDecisionAnswer {
  playerNotifDepoWd: PaymentNotification;
}
export const paymentDecisionOf = (answer: PaymentDecisionAnswer) => answer.playerNotifDepoWd;

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
