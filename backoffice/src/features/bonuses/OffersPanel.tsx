import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminBonusOffer } from '@croupier/contracts';
import { FormError, SelectField, buttons, useRequest } from '@croupier/ui';
import { ListTable, TimeCell } from '../tables';
import { archiveOffer, listOffers } from './offers';
import styles from './bonuses.module.scss';

type StatusFilter = '' | 'active' | 'archived';

/** A brand's offers, newest first; marketing archives one after a confirmation. */
export function OffersPanel({
  brandId,
  canWrite,
  version,
}: {
  brandId: string;
  canWrite: boolean;
  /** Changes when an offer was created: the list loads again. */
  version: number;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('active');
  const [archived, setArchived] = useState(0);
  const load = useCallback(
    () => listOffers(brandId, status).then(({ items }) => items),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a creation or an archive reloads
    [brandId, status, version, archived],
  );
  const offers = useRequest(load);
  return (
    <section className={styles.panel} aria-labelledby="offers-title">
      <h2 id="offers-title">{t('offers.title')}</h2>
      <SelectField
        id="offers-status"
        label={t('offers.status')}
        value={status}
        options={(['active', 'archived', ''] as const).map((value) => ({
          value,
          label: t(`offers.statuses.${value || 'all'}`),
        }))}
        onChange={(value) => setStatus(value as StatusFilter)}
      />
      <ListTable
        request={offers}
        empty={t('offers.empty')}
        columns={[
          { label: t('offers.name') },
          { label: t('offers.kind') },
          { label: t('offers.code') },
          { label: t('offers.terms') },
          { label: t('offers.validUntil') },
          { label: t('offers.state') },
          { label: t('offers.actions') },
        ]}
        rowOf={(offer) => (
          <tr key={offer.offerId}>
            <td>{offer.name}</td>
            <td>{t(`offers.kinds.${offer.kind}`)}</td>
            <td>{offer.code ?? '–'}</td>
            <td className={styles.terms}>{termsSummary(offer, t)}</td>
            {offer.validUntil ? <TimeCell at={offer.validUntil} /> : <td>–</td>}
            <td>{t(`offers.statuses.${offer.status}`)}</td>
            <td>
              {canWrite && offer.status === 'active' ? (
                <ArchiveButton
                  offer={offer}
                  brandId={brandId}
                  onArchived={() => setArchived((count) => count + 1)}
                />
              ) : null}
            </td>
          </tr>
        )}
      />
    </section>
  );
}

function termsSummary(offer: AdminBonusOffer, t: TFunction) {
  const { terms } = offer;
  const currencies = Object.entries(terms.currencies)
    .map(([currency, money]) => `${money.maxGrant} ${currency}`)
    .join(', ');
  return t('offers.summary', {
    percent: terms.percent ?? '–',
    max: currencies,
    multiplier: terms.wageringMultiplier,
    base: t(`offers.wageringBases.${terms.wageringBase}`),
    days: terms.expiryDays,
  });
}

/** Archiving asks first: players keep what they hold, but no one can take the offer any more. */
function ArchiveButton({
  offer,
  brandId,
  onArchived,
}: {
  offer: AdminBonusOffer;
  brandId: string;
  onArchived: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!asking) {
    return (
      <button type="button" className={buttons.secondary} onClick={() => setAsking(true)}>
        {t('offers.archive')}
      </button>
    );
  }
  async function confirm() {
    try {
      await archiveOffer(brandId, offer.offerId);
      onArchived();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }
  return (
    <div role="alertdialog" aria-labelledby={`archive-${offer.offerId}`} className={styles.confirm}>
      <p id={`archive-${offer.offerId}`}>{t('offers.archiveConfirm', { name: offer.name })}</p>
      <FormError message={failure} />
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={() => void confirm()}>
          {t('offers.archiveYes')}
        </button>
        <button type="button" className={buttons.secondary} onClick={() => setAsking(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
