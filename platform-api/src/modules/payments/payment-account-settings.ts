import type { PaymentAccountSettings } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';
import type { Player } from '../auth/index.js';
import { findBrand } from '../brand/index.js';

/** The payment account rules of the player's brand. */
export async function paymentAccountSettingsOf(
  db: Queryable,
  player: Player,
): Promise<PaymentAccountSettings> {
  const brand = await findBrand(db, player.brandId);
  if (brand === null) throw new Error(`Player ${player.id} has no brand ${player.brandId}`);
  return brand.config.paymentAccountSettings;
}
