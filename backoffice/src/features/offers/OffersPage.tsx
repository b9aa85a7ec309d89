import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_OFFER_STATUSES, type BonusOfferStatus } from '@croupier/contracts';
import { FormError, LocalTime, SelectField, buttons, useRequest, useSubmit } from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import { ConfirmButton } from '../forms';
import { hasRole, useSessionStore } from '../session';
import { ListTable, headings } from '../tables';
import { OfferEditor } from './OfferEditor';
import { archiveOffer, listOffers, type AdminBonusOffer } from './offersApi';
import { termsSummary } from './termsSummary';
import styles from './offers.module.scss';

/** A brand's bonus offers, newest first; marketing creates and archives them. */
export function OffersPage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const canWrite = session ? hasRole(session, ['marketing']) : false;
  const brands = useBrands();
  const [chosenBrand, setChosenBrand] = useState('');
  const [status, setStatus] = useState<BonusOfferStatus | ''>('');
  const [isEditing, setIsEditing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { failure, run } = useSubmit();
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;

  const load = useCallback(
    () => (brandId ? listOffers(brandId, status) : Promise.resolve([])),
    [brandId, status],
  );
  const offers = useRequest(load);

  async function archive(offer: AdminBonusOffer) {
    if (await run(() => archiveOffer(brandId, offer.offerId))) {
      setOutcome(t('offers.archived', { name: offer.name }));
      await offers.reload();
    }
  }

  async function created(offer: AdminBonusOffer) {
    setIsEditing(false);
    setOutcome(t('offers.created', { name: offer.name }));
    await offers.reload();
  }

  return (
    <section aria-labelledby="offers-title" className={styles.page}>
      <h1 id="offers-title">{t('offers.title')}</h1>
      <p>{t('offers.why')}</p>
      <div className={styles.filters}>
        <BrandPicker id="offers-brand" brands={brands} value={brandId} onChange={setChosenBrand} />
        <SelectField
          id="offers-status"
          label={t('offers.status')}
          value={status}
          onChange={(value) => setStatus(value as BonusOfferStatus | '')}
          options={[
            { value: '', label: t('offers.allStatuses') },
            ...BONUS_OFFER_STATUSES.map((each) => ({
              value: each,
              label: t(`offers.statuses.${each}`),
            })),
          ]}
        />
        {canWrite && !isEditing && (
          <button type="button" className={buttons.primary} onClick={() => setIsEditing(true)}>
            {t('offers.new')}
          </button>
        )}
      </div>
      {outcome && <p role="status">{outcome}</p>}
      <FormError message={failure} />
      {canWrite && isEditing && brandId && (
        <OfferEditor brandId={brandId} onCreated={created} onCancel={() => setIsEditing(false)} />
      )}
      {brandId && (
        <ListTable<AdminBonusOffer>
          request={offers}
          empty={t('offers.empty')}
          csvName={`offers-${brandId}`}
          columns={headings<AdminBonusOffer>(
            t,
            'offers',
            [
              'createdAt',
              'kind',
              'name',
              'code',
              'terms',
              'validity',
              'status',
              ...(canWrite ? ['actions'] : []),
            ],
            [],
            {
              createdAt: { kind: 'date', value: (offer) => offer.createdAt },
              kind: { value: (offer) => t(`offers.kinds.${offer.kind}`) },
              name: { value: (offer) => offer.name },
              code: { value: (offer) => offer.code },
              terms: { value: (offer) => termsSummary(offer.terms, t) },
              validity: {
                kind: 'date',
                value: (offer) => `${offer.validFrom}/${offer.validUntil ?? ''}`,
              },
              status: { value: (offer) => t(`offers.statuses.${offer.status}`) },
            },
          )}
          rowOf={(offer) => (
            <tr key={offer.offerId}>
              <td>
                <LocalTime at={offer.createdAt} />
              </td>
              <td>{t(`offers.kinds.${offer.kind}`)}</td>
              <td className={styles.wrap}>{offer.name}</td>
              <td>{offer.code ?? '—'}</td>
              <td className={styles.wrap}>{termsSummary(offer.terms, t)}</td>
              <td>
                <LocalTime at={offer.validFrom} /> –{' '}
                {offer.validUntil ? <LocalTime at={offer.validUntil} /> : t('offers.noEnd')}
              </td>
              <td>{t(`offers.statuses.${offer.status}`)}</td>
              {canWrite && (
                <td>
                  {offer.status === 'active' && (
                    <ConfirmButton
                      label={t('offers.archive')}
                      question={t('offers.archiveQuestion', { name: offer.name })}
                      disabled={false}
                      onConfirm={() => void archive(offer)}
                    />
                  )}
                </td>
              )}
            </tr>
          )}
        />
      )}
    </section>
  );
}
