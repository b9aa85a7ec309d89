import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  Loaded,
  LocalTime,
  SelectField,
  SubmitButton,
  buttons,
  panels,
  useIdempotencyKey,
  useRequest,
  useSubmit,
} from '@croupier/ui';
import { ReasonForm } from '../forms';
import { ListTable, PagedTable, TimeCell, headings } from '../tables';
import {
  forfeitGrant,
  grantOffer,
  listOffers,
  loadGrantEntries,
  loadPlayerGrants,
  type BonusEntry,
  type BonusGrant,
} from './offersApi';
import styles from './offers.module.scss';

/** The kinds staff grant by hand; deposit matches and cashback come by their own routes. */
const GRANTED_BY_STAFF = new Set(['manual', 'no_deposit']);
const OPEN_STATUSES = new Set(['pending', 'active']);

/**
 * The player's bonus grants with their balance, wagering and expiry, each grant's entries by page,
 * and for marketing: granting a manual or no-deposit offer, forfeiting a grant with a reason.
 */
export function PlayerBonusGrants({
  playerId,
  brandId,
  canWrite,
}: {
  playerId: string;
  brandId: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const load = useCallback(() => loadPlayerGrants(playerId), [playerId]);
  const grants = useRequest(load);
  const [shownGrant, setShownGrant] = useState<BonusGrant | null>(null);
  const [forfeiting, setForfeiting] = useState<BonusGrant | null>(null);
  const { isSending, failure, run } = useSubmit();
  const [outcome, setOutcome] = useState<string | null>(null);

  async function forfeit(grant: BonusGrant, reason: string) {
    if (await run(() => forfeitGrant(grant.grantId, reason))) {
      setForfeiting(null);
      setOutcome(t('offers.grants.forfeited', { name: grant.name }));
      await grants.reload();
    }
  }

  async function granted(grant: BonusGrant) {
    setOutcome(
      t('offers.grants.grantedOutcome', {
        name: grant.name,
        amount: grant.granted,
        currency: grant.currency,
      }),
    );
    await grants.reload();
  }

  return (
    <div className={styles.page}>
      {canWrite && <GrantForm playerId={playerId} brandId={brandId} onGranted={granted} />}
      {outcome && <p role="status">{outcome}</p>}
      <FormError message={failure} />
      {forfeiting && (
        <ReasonForm
          id="forfeit-reason"
          title={t('offers.grants.forfeitOf', { name: forfeiting.name })}
          label={t('offers.grants.forfeitReason', { name: forfeiting.name })}
          consequence={t('offers.grants.forfeitConsequence', {
            name: forfeiting.name,
            balance: forfeiting.bonusBalance,
            currency: forfeiting.currency,
          })}
          confirmLabel={t('offers.grants.confirmForfeit')}
          isSending={isSending}
          onCancel={() => setForfeiting(null)}
          onConfirm={(reason) => void forfeit(forfeiting, reason)}
        />
      )}
      <ListTable<BonusGrant>
        request={grants}
        empty={t('offers.grants.empty')}
        csvName="bonus-grants"
        columns={headings<BonusGrant>(
          t,
          'offers.grants',
          [
            'createdAt',
            'offer',
            'status',
            'granted',
            'balance',
            'wagering',
            'expiresAt',
            'actions',
          ],
          ['granted', 'balance', 'wagering'],
          {
            createdAt: { kind: 'date', value: (grant) => grant.createdAt },
            offer: { value: (grant) => grant.name },
            status: { value: (grant) => t(`offers.grants.statuses.${grant.status}`) },
            granted: { value: (grant) => grant.granted, currency: (grant) => grant.currency },
            balance: { value: (grant) => grant.bonusBalance, currency: (grant) => grant.currency },
            wagering: {
              kind: 'text',
              value: (grant) => `${grant.wageringProgress} / ${grant.wageringRequired}`,
            },
            expiresAt: { kind: 'date', value: (grant) => grant.expiresAt },
          },
        )}
        rowOf={(grant) => (
          <tr key={grant.grantId}>
            <TimeCell at={grant.createdAt} />
            <td className={styles.wrap}>
              {grant.name} <span className={styles.muted}>({t(`offers.kinds.${grant.kind}`)})</span>
            </td>
            <td>
              {t(`offers.grants.statuses.${grant.status}`)}
              {grant.endReason && <span className={styles.muted}> · {grant.endReason}</span>}
            </td>
            <td className={panels.amount}>
              {grant.granted} {grant.currency}
              {grant.freeSpins && (
                <span className={styles.muted}>
                  {' '}
                  ·{' '}
                  {t('offers.grants.freeSpins', {
                    used: grant.freeSpins.used,
                    total: grant.freeSpins.total,
                    stake: `${grant.freeSpins.stake} ${grant.currency}`,
                  })}
                </span>
              )}
            </td>
            <td className={panels.amount}>
              {grant.bonusBalance} {grant.currency}
            </td>
            <td className={panels.amount}>
              {grant.wageringProgress} / {grant.wageringRequired}
            </td>
            <td>{grant.expiresAt ? <LocalTime at={grant.expiresAt} withTime /> : '—'}</td>
            <td>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={buttons.compactSecondary}
                  aria-pressed={shownGrant?.grantId === grant.grantId}
                  onClick={() =>
                    setShownGrant(shownGrant?.grantId === grant.grantId ? null : grant)
                  }
                >
                  {t('offers.grants.entries')}
                </button>
                {canWrite && OPEN_STATUSES.has(grant.status) && (
                  <button
                    type="button"
                    className={buttons.compactSecondary}
                    onClick={() => setForfeiting(grant)}
                  >
                    {t('offers.grants.forfeit')}
                  </button>
                )}
              </div>
            </td>
          </tr>
        )}
      />
      {shownGrant && <GrantEntries key={shownGrant.grantId} grant={shownGrant} />}
    </div>
  );
}

/** A manual or no-deposit offer of the brand, granted now in the player's active wallet. */
function GrantForm({
  playerId,
  brandId,
  onGranted,
}: {
  playerId: string;
  brandId: string;
  onGranted: (grant: BonusGrant) => Promise<void>;
}) {
  const { t } = useTranslation();
  const load = useCallback(
    async () =>
      (await listOffers(brandId, 'active')).filter((offer) => GRANTED_BY_STAFF.has(offer.kind)),
    [brandId],
  );
  const offers = useRequest(load);
  const [chosen, setChosen] = useState('');
  const idempotency = useIdempotencyKey();
  const available = offers.status === 'ready' ? offers.data : [];
  const offerId = chosen || (available[0]?.offerId ?? '');
  const { submit, showErrors, isSending, failure } = useSubmit({
    isValid: offerId !== '',
    send: async () => {
      const submission = { playerId, offerId };
      const grant = await grantOffer(playerId, offerId, idempotency.keyFor(submission));
      idempotency.forget();
      await onGranted(grant);
    },
  });

  // Loading, or why the offers could not load (with a retry).
  if (offers.status !== 'ready') return <Loaded request={offers}>{() => null}</Loaded>;
  if (available.length === 0) {
    return <p>{t('offers.grants.noOfferToGrant')}</p>;
  }
  return (
    <form
      className={styles.filters}
      aria-label={t('offers.grants.grantTitle')}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <SelectField
        id="grant-offer"
        label={t('offers.grants.offerToGrant')}
        value={offerId}
        onChange={setChosen}
        options={available.map((offer) => ({
          value: offer.offerId,
          label: `${offer.name} (${t(`offers.kinds.${offer.kind}`)})`,
        }))}
        error={showErrors && !offerId ? t('validation.required') : null}
      />
      <SubmitButton isSending={isSending}>{t('offers.grants.grant')}</SubmitButton>
      <FormError message={failure} />
    </form>
  );
}

/** One grant's entries, oldest first, a page at a time. */
function GrantEntries({ grant }: { grant: BonusGrant }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const load = useCallback(() => loadGrantEntries(grant.grantId, page), [grant.grantId, page]);
  const entries = useRequest(load);
  return (
    <section aria-labelledby="grant-entries-title" className={styles.page}>
      <h3 id="grant-entries-title">{t('offers.entries.title', { name: grant.name })}</h3>
      <PagedTable<BonusEntry>
        request={entries}
        page={page}
        onPage={setPage}
        empty={t('offers.entries.empty')}
        csvName={`bonus-grant-${grant.grantId}`}
        loadPage={(anyPage) => loadGrantEntries(grant.grantId, anyPage)}
        columns={headings<BonusEntry>(
          t,
          'offers.entries',
          ['at', 'type', 'realAmount', 'bonusAmount', 'progressAdded', 'bonusBalanceAfter', 'game'],
          ['realAmount', 'bonusAmount', 'progressAdded', 'bonusBalanceAfter'],
          {
            at: { kind: 'date', value: (entry) => entry.at },
            type: {
              value: (entry) =>
                `${t(`offers.entries.types.${entry.type}`)}${entry.spin !== null ? ` ${entry.spin}` : ''}`,
            },
            realAmount: { value: (entry) => entry.realAmount },
            bonusAmount: { value: (entry) => entry.bonusAmount },
            progressAdded: { value: (entry) => entry.progressAdded },
            bonusBalanceAfter: { value: (entry) => entry.bonusBalanceAfter },
            game: { value: (entry) => entry.gameCode },
          },
        )}
        rowOf={(entry) => (
          <tr key={entry.entryId}>
            <TimeCell at={entry.at} />
            <td>
              {t(`offers.entries.types.${entry.type}`)}
              {entry.spin !== null && ` ${entry.spin}`}
            </td>
            <td className={panels.amount}>{entry.realAmount}</td>
            <td className={panels.amount}>{entry.bonusAmount}</td>
            <td className={panels.amount}>{entry.progressAdded}</td>
            <td className={panels.amount}>{entry.bonusBalanceAfter}</td>
            <td>{entry.gameCode ?? '—'}</td>
          </tr>
        )}
      />
    </section>
  );
}
