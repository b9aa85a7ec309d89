import { useCallback } from 'react';
import { Link, useParams } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { getRoundDetail, type RoundDetail } from '@croupier/shared';
import { Loaded, RoundRecord, useRequest } from '@croupier/ui';
import { AccountPage } from '../../components/AccountPage';
import { money } from './money';
import styles from './BetReportPage.module.scss';

/** One round of the bet report in full, as a replay of its record (game recall). */
export function RoundReplayPage() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('report.replayTitle')} wide>
      <Replay />
    </AccountPage>
  );
}

function Replay() {
  const { t } = useTranslation('account');
  const { gpid = '', roundId = '' } = useParams();
  const load = useCallback(() => getRoundDetail({ roundId, gpid }), [roundId, gpid]);
  const round = useRequest<RoundDetail>(load);
  return (
    <div className={styles.report}>
      <Link to="/account/report">{t('report.backToReport')}</Link>
      <Loaded request={round}>{(data) => <RoundRecord round={data} formatAmount={money} />}</Loaded>
    </div>
  );
}
