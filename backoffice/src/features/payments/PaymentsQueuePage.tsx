import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, buttons } from '@croupier/ui';
import { CheckField } from '../forms';
import { ListTable, type Column } from '../tables';
import { hasRole, useSessionStore } from '../session';
import { isSoundOn, playChime, rememberSound } from './alertSound';
import { BulkDecisionBar } from './BulkDecisionBar';
import { decideInBulk, type Decline, type PendingTransaction } from './pendingTransactions';
import { QueueFiltersForm } from './QueueFiltersForm';
import { NO_QUEUE_FILTERS, queueParams, type QueueFilters } from './queueFilters';
import { QueueRow, typeNameOf, type Decide } from './QueueRow';
import { FALLBACK_REFRESH_MS } from './queuePush';
import { useLiveQueue } from './useLiveQueue';
import { minutesSince } from './waitTimes';
import styles from './payments.module.scss';

/**
 * Pending deposits and withdrawals, and held chain deposits, kept live while open: filtered and
 * sorted on the server, each with its age against the brand's time limit, possible duplicates
 * flagged and the player's context a click away. Only the payments role decides, always after a
 * confirmation: one request at a time, or those ticked together; `onDecided` hears each decision
 * sent.
 */
export function PaymentsQueuePage({ onDecided }: { onDecided?: () => void } = {}) {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const canDecide = session ? hasRole(session, ['payments']) : false;
  const [filters, setFilters] = useState<QueueFilters>(NO_QUEUE_FILTERS);
  const [soundOn, setSoundOn] = useState(isSoundOn);
  const { queue, newIds, live } = useLiveQueue(queueParams(filters), () => {
    if (isSoundOn()) playChime();
  });
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const now = Date.now();

  const shown = queue.status === 'ready' ? queue.data : [];
  // A ticked request that left the queue (decided elsewhere) is no longer part of a bulk decision.
  const selected = shown.filter((item) => selectedIds.has(item.transactionId));

  async function run(id: string, action: () => Promise<string>): Promise<boolean> {
    setSendingId(id);
    setFailure(null);
    setOutcome(null);
    try {
      setOutcome(await action());
      onDecided?.();
      await queue.reload();
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setSendingId(null);
    }
  }

  const decide: Decide = (transaction, decision) =>
    run(transaction.transactionId, async () =>
      t(await decision(), { username: transaction.username }),
    );

  const decideSelected = async (
    decision: { kind: 'approve' } | ({ kind: 'decline' } & Decline),
  ) => {
    const byId = new Map(selected.map((item) => [item.transactionId, item]));
    await run('bulk', async () => {
      const { results } = await decideInBulk([...byId.keys()], decision);
      setSelectedIds(new Set());
      const refused = results.filter((result) => result.outcome === 'refused');
      return [
        t('queue.bulkOutcome', {
          decided: results.length - refused.length,
          refused: refused.length,
        }),
        ...refused.map((result) =>
          t('queue.refusedOne', {
            username: byId.get(result.transactionId)?.username ?? result.transactionId,
            message: result.message,
          }),
        ),
      ].join(' ');
    });
  };

  const select = (transaction: PendingTransaction, isSelected: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (isSelected) next.add(transaction.transactionId);
      else next.delete(transaction.transactionId);
      return next;
    });

  const columns: Column<PendingTransaction>[] = [
    ...(canDecide
      ? [{ label: <span className={styles.visuallyHidden}>{t('queue.select')}</span> }]
      : []),
    { label: t('payments.player'), value: (item) => item.username },
    { label: t('payments.brand'), value: (item) => item.brandId },
    { label: t('payments.type'), value: (item) => typeNameOf(t, item) },
    {
      label: t('payments.amount'),
      amount: true,
      value: (item) => item.amount,
      currency: (item) => item.currency,
    },
    {
      label: t('payments.channel'),
      className: styles.foldedColumn,
      value: (item) => item.paymentChannel ?? item.network,
    },
    {
      label: t('payments.requestedAt'),
      className: styles.foldedColumn,
      kind: 'date',
      value: (item) => item.createdAt,
    },
    // Whole minutes waited in the CSV file.
    {
      label: t('payments.waiting'),
      kind: 'number',
      value: (item) => minutesSince(item.createdAt, now),
    },
    { label: t('payments.receipt') },
    ...(canDecide ? [{ label: t('payments.decision') }] : []),
  ];

  return (
    <section aria-labelledby="payments-title">
      <div className={styles.titleRow}>
        <h1 id="payments-title">{t('payments.title')}</h1>
        <p className={styles.live} data-testid="queue-live">
          {live ? t('queue.pushed') : t('queue.live', { seconds: FALLBACK_REFRESH_MS / 1000 })}
        </p>
        <CheckField
          label={t('queue.sound')}
          checked={soundOn}
          onChange={(on) => {
            rememberSound(on);
            setSoundOn(on);
          }}
        />
      </div>
      <QueueFiltersForm
        applied={filters}
        onApply={(fields) => setFilters((current) => ({ ...current, ...fields }))}
        onClear={() => setFilters(NO_QUEUE_FILTERS)}
      />
      {filters.player && (
        <p className={styles.actions}>
          {t('queue.onlyPlayer', { username: filters.player.username })}
          <button
            type="button"
            className={buttons.compactSecondary}
            onClick={() => setFilters((current) => ({ ...current, player: null }))}
          >
            {t('queue.everyPlayer')}
          </button>
        </p>
      )}
      <FormError message={failure} />
      {outcome && (
        <p role="status" className={styles.outcome}>
          {outcome}
        </p>
      )}
      {canDecide && selected.length > 0 && (
        <BulkDecisionBar
          selected={selected}
          isSending={sendingId !== null}
          onApprove={() => decideSelected({ kind: 'approve' })}
          onDecline={(decline) => decideSelected({ kind: 'decline', ...decline })}
          onClearSelection={() => setSelectedIds(new Set())}
        />
      )}
      <div className={canDecide ? `${styles.queue} ${styles.queueWithDecisions}` : styles.queue}>
        <ListTable
          request={queue}
          empty={t('payments.empty')}
          csvName="payments-queue"
          columns={columns}
          rowOf={(transaction) => (
            <QueueRow
              key={transaction.transactionId}
              transaction={transaction}
              now={now}
              columnCount={columns.length}
              canDecide={canDecide}
              staffName={session?.username}
              isNew={newIds.has(transaction.transactionId)}
              isSelected={selectedIds.has(transaction.transactionId)}
              onSelect={(isSelected) => select(transaction, isSelected)}
              sendingId={sendingId}
              onDecide={decide}
              onOnlyThisPlayer={(player) => setFilters((current) => ({ ...current, player }))}
            />
          )}
        />
      </div>
    </section>
  );
}
