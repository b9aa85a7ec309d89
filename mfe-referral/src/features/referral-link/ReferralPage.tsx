import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RequireLogin,
  formatCurrencyAmount,
  getReferralSummary,
  getReferredPlayers,
  useUserStore,
  type AmountByCurrency,
  type ReferralSummary,
  type ReferredPlayerPage,
} from '@croupier/shared';
import { DataTable, EmptyState, Loaded, LocalTime, Pager, useRequest, panels } from '@croupier/ui';
import { CopyLinkButton } from './CopyLinkButton';
import { QrCode } from './QrCode';
import { referralLink } from './referralLink';
import styles from './ReferralPage.module.scss';

export const PLAYERS_PAGE_SIZE = 10;

export function ReferralPage() {
  const { t } = useTranslation('referral');
  return (
    <section className={styles.page}>
      <h1>{t('title')}</h1>
      <RequireLogin fallback={<p role="alert">{t('loginRequired')}</p>}>
        <Referral />
      </RequireLogin>
    </section>
  );
}

const amounts = (list: AmountByCurrency[]) =>
  list.map(({ amount, currency }) => `${formatCurrencyAmount(amount, currency)} ${currency}`);

function Referral() {
  const summary = useRequest<ReferralSummary>(getReferralSummary);
  return (
    <div className={styles.sections}>
      <Loaded request={summary}>{(data) => <Summary summary={data} />}</Loaded>
      <Players />
    </div>
  );
}

function Summary({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation('referral');
  const storedCode = useUserStore((state) => state.user?.referralCode);
  const code = summary.referralCode || storedCode || '';
  const link = referralLink(window.location.origin, code);
  const { programme } = summary;
  return (
    <>
      <div className={styles.card}>
        <p>{t('lead')}</p>
        <p>
          {t('yourCode')} <strong data-testid="referral-code">{code}</strong>
        </p>
        <div className={styles.share}>
          <div>
            <label className={styles.link}>
              <span>{t('yourLink')}</span>
              <input
                readOnly
                value={link}
                data-testid="referral-link"
                onFocus={(event) => event.target.select()}
              />
            </label>
            <CopyLinkButton link={link} />
          </div>
          <QrCode link={link} />
        </div>
      </div>
      <div className={styles.card}>
        <h2>{t('terms.title')}</h2>
        <p data-testid="referral-terms">
          {programme.enabled
            ? t('terms.commission', { percent: programme.commissionPercent })
            : t('terms.disabled')}
        </p>
        <dl className={panels.details}>
          <dt>{t('stats.referred')}</dt>
          <dd>{summary.referredCount}</dd>
          <dt>{t('stats.earnings')}</dt>
          <dd data-testid="referral-earnings">
            {summary.earnings.length === 0
              ? t('stats.noEarnings')
              : amounts(summary.earnings).map((text) => <div key={text}>{text}</div>)}
          </dd>
        </dl>
      </div>
    </>
  );
}

function Players() {
  const { t } = useTranslation('referral');
  const [page, setPage] = useState(1);
  const load = useCallback(() => getReferredPlayers(page, PLAYERS_PAGE_SIZE), [page]);
  const players = useRequest<ReferredPlayerPage>(load);
  return (
    <section>
      <h2>{t('players.title')}</h2>
      <Loaded request={players}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState>{t('players.empty')}</EmptyState>
          ) : (
            <>
              <DataTable
                columns={[
                  { label: t('players.username') },
                  { label: t('players.joined') },
                  { label: t('players.status') },
                  { label: t('players.earnings'), amount: true },
                ]}
              >
                {data.items.map((player) => (
                  <tr key={`${player.username}-${player.joinedAt}`}>
                    <td>{player.username}</td>
                    <td>
                      <LocalTime at={player.joinedAt} />
                    </td>
                    <td>
                      <span className={player.status === 'active' ? panels.badge : panels.muted}>
                        {t(`players.statuses.${player.status}`)}
                      </span>
                    </td>
                    <td className={panels.amount}>
                      {player.earnings.length === 0
                        ? '—'
                        : amounts(player.earnings).map((text) => <div key={text}>{text}</div>)}
                    </td>
                  </tr>
                ))}
              </DataTable>
              <Pager
                page={data.page}
                pageCount={Math.ceil(data.total / (data.pageSize || PLAYERS_PAGE_SIZE))}
                onPage={setPage}
              />
            </>
          )
        }
      </Loaded>
    </section>
  );
}
