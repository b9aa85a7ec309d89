import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundDetail } from '@croupier/shared';
import { DataTable, LocalTime } from './DataTable';
import { useUiNamespace } from './UiNamespace';
import panels from '../styles/panels.module.scss';
import styles from './RoundRecord.module.scss';

/** How the page shows an amount of `currency` (the site groups thousands; staff read it plain). */
export type FormatAmount = (amount: string, currency: string) => string;

const plain: FormatAmount = (amount, currency) => `${amount} ${currency}`;

/**
 * The full record of one past round (game recall, GLI-19 2.8.2 and 4.14), marked as a replay: who
 * played what and when, the money from the ledger, the player's choices and the outcome. The same
 * for the player (bet report) and for staff (the player's page). Texts under `roundRecord.*` of
 * the page's namespace.
 */
export function RoundRecord({
  round,
  formatAmount = plain,
}: {
  round: RoundDetail;
  formatAmount?: FormatAmount;
}) {
  const { t } = useTranslation(useUiNamespace());
  const money = (amount: string) => formatAmount(amount, round.currency);
  const row = (label: string, value: ReactNode) => [
    <dt key={`${label}-term`}>{label}</dt>,
    <dd key={`${label}-value`}>{value}</dd>,
  ];
  const nonZero = (amount: string) => !/^0(\.0+)?$/.test(amount);
  const open = round.status === 'inProgress' || round.status === 'interrupted';
  return (
    <article className={styles.record} aria-labelledby="round-record-title">
      <p className={styles.replay} role="note">
        {t('roundRecord.replay')}
      </p>
      <h2 id="round-record-title">
        {round.game} <span className={styles.provider}>· {round.provider}</span>
      </h2>
      {open && <p role="status">{t(`roundRecord.notes.${round.status}`)}</p>}
      <dl className={panels.details}>
        {row(
          t('roundRecord.status'),
          <span className={round.status === 'complete' ? panels.badge : panels.muted}>
            {t(`roundRecord.statuses.${round.status}`)}
          </span>,
        )}
        {row(t('roundRecord.roundId'), <code>{round.roundId}</code>)}
        {row(t('roundRecord.paytable'), round.paytable ?? '—')}
        {row(t('roundRecord.startedAt'), <LocalTime at={round.startedAt} withTime />)}
        {row(
          t('roundRecord.endedAt'),
          round.endedAt === null ? '—' : <LocalTime at={round.endedAt} withTime />,
        )}
        {row(t('roundRecord.wager'), money(round.wager))}
        {row(t('roundRecord.bonusWager'), money(round.bonusWager))}
        {row(t('roundRecord.win'), money(round.win))}
        {row(t('roundRecord.bonusWin'), money(round.bonusWin))}
        {nonZero(round.refund) && row(t('roundRecord.refund'), money(round.refund))}
        {row(t('roundRecord.jackpotContribution'), money(round.jackpotContribution))}
        {nonZero(round.jackpotWin) && row(t('roundRecord.jackpotWin'), money(round.jackpotWin))}
        {row(
          t('roundRecord.fundsBefore'),
          round.fundsBefore === null ? '—' : money(round.fundsBefore),
        )}
        {row(
          t('roundRecord.fundsAfter'),
          round.fundsAfter === null ? '—' : money(round.fundsAfter),
        )}
      </dl>
      <section className={styles.part} aria-labelledby="round-record-play">
        <h3 id="round-record-play">{t('roundRecord.play')}</h3>
        {round.choices === null && round.outcome === null ? (
          <p>{t('roundRecord.keptByProvider')}</p>
        ) : (
          <dl className={panels.details}>
            {round.choices !== null &&
              row(t('roundRecord.choices'), <Choices choices={round.choices} />)}
            {row(
              t('roundRecord.outcome'),
              round.outcome === null ? (
                t('roundRecord.notDrawn')
              ) : (
                <Outcome outcome={round.outcome} />
              ),
            )}
          </dl>
        )}
      </section>
      <section className={styles.part} aria-labelledby="round-record-movements">
        <h3 id="round-record-movements">{t('roundRecord.movements')}</h3>
        <DataTable
          phoneCards
          columns={[
            { label: t('roundRecord.movement') },
            { label: t('roundRecord.amount'), amount: true },
            { label: t('roundRecord.bonusAmount'), amount: true },
            { label: t('roundRecord.at') },
          ]}
        >
          {round.movements.map((movement, index) => (
            <tr key={index}>
              <td data-label={t('roundRecord.movement')}>
                {t(`roundRecord.movementKinds.${movement.kind}`)}
              </td>
              <td data-label={t('roundRecord.amount')} className={panels.amount}>
                {money(movement.amount)}
              </td>
              <td data-label={t('roundRecord.bonusAmount')} className={panels.amount}>
                {money(movement.bonusAmount)}
              </td>
              <td data-label={t('roundRecord.at')}>
                <LocalTime at={movement.at} withTime />
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
    </article>
  );
}

interface Payline {
  line: number;
  symbol: number;
  count: number;
  multiplier: number;
}

/**
 * The demo provider's draws in words: a slot's reels as the grid they stopped on and its paying
 * lines, a dice roll (hundredths); any other outcome (an original's signed record) as recorded.
 */
function Outcome({ outcome }: { outcome: Record<string, unknown> }) {
  const { t } = useTranslation(useUiNamespace());
  const { reels, lines, roll, jackpot } = outcome;
  if (typeof roll === 'number') {
    return <>{t('roundRecord.roll', { roll: (roll / 100).toFixed(2) })}</>;
  }
  if (!isGrid(reels)) return <RecordValue value={outcome} />;
  const paylines = Array.isArray(lines) ? (lines as Payline[]) : [];
  const rows = reels[0]?.length ?? 0;
  return (
    <div className={styles.outcome}>
      <table className={styles.reels} aria-label={t('roundRecord.reels')}>
        <tbody>
          {Array.from({ length: rows }, (_, rowIndex) => (
            <tr key={rowIndex}>
              {reels.map((column, columnIndex) => (
                <td key={columnIndex}>{column[rowIndex]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {paylines.length === 0 ? (
        <p>{t('roundRecord.noPayline')}</p>
      ) : (
        <ul className={styles.lines}>
          {paylines.map((payline) => (
            <li key={payline.line}>
              {/* The engine counts paylines from 0; players from 1. */}
              {t('roundRecord.payline', { ...payline, line: payline.line + 1 })}
            </li>
          ))}
        </ul>
      )}
      {jackpot === true && <p>{t('roundRecord.jackpotHit')}</p>}
    </div>
  );
}

const isGrid = (value: unknown): value is number[][] =>
  Array.isArray(value) && value.every((column) => Array.isArray(column));

/** The player's choices: a dice bet's direction and target in words, anything else as kept. */
function Choices({ choices }: { choices: Record<string, unknown> }) {
  const { t } = useTranslation(useUiNamespace());
  const dice = choices.dice as { direction?: unknown; target?: unknown } | undefined;
  if (dice !== undefined && (dice.direction === 'over' || dice.direction === 'under')) {
    return <>{t(`roundRecord.dice.${dice.direction}`, { target: dice.target })}</>;
  }
  return <RecordValue value={choices} />;
}

/** A recorded value as it was kept: fields by name, nested records within. */
function RecordValue({ value }: { value: unknown }) {
  if (value === null || typeof value !== 'object') return <>{String(value)}</>;
  const entries = Object.entries(value);
  if (entries.length === 0) return <>—</>;
  if (Array.isArray(value) && entries.every(([, item]) => typeof item !== 'object')) {
    return <>{value.join(', ')}</>;
  }
  return (
    <dl className={styles.fields}>
      {entries.map(([key, item]) => [
        <dt key={`${key}-term`}>{key}</dt>,
        <dd key={`${key}-value`}>
          <RecordValue value={item} />
        </dd>,
      ])}
    </dl>
  );
}
