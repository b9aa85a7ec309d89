import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  endLogin,
  errorMessage,
  eventBus,
  getLimits,
  removeLimit,
  selfExclude,
  SELF_EXCLUSION_MONTHS,
  takeTimeOut,
  TIME_OUT_DAYS,
  type Exclusion,
  type PlayerLimit,
  type PlayerLimits,
} from '@croupier/shared';
import { FormError, Loaded, forms, useRequest } from '@croupier/ui';
import { AccountPage } from '../../components/AccountPage';
import { ExclusionForm } from './ExclusionForm';
import { LimitForm } from './LimitForm';
import { limitName, LimitsTable } from './LimitsTable';
import { RealityCheckForm } from './RealityCheckForm';
import { targetOfLimit } from './limitForm';

export function ResponsibleGamingPage() {
  const { t, i18n } = useTranslation('account');
  const [endedNotice, setEndedNotice] = useState<string | null>(null);

  // The server has already ended every login session: say why before the player is logged out,
  // outside the players-only content, so the message stays once the login is gone.
  function loggedOutBy(exclusion: Exclusion) {
    const until = new Date(exclusion.endsAt).toLocaleString(i18n.language);
    const kind = exclusion.kind === 'time_out' ? 'timeOut' : 'selfExclusion';
    const message = t(`rg.${kind}.done`, { until });
    setEndedNotice(message);
    eventBus.emit('toast', { kind: 'info', message });
    endLogin();
  }

  return (
    <AccountPage
      title={t('rg.title')}
      wide
      notice={endedNotice && <p role="alert">{endedNotice}</p>}
    >
      {endedNotice === null && (
        <>
          <Limits />
          <RealityCheckForm />
          <ExclusionForm
            kind="timeOut"
            lengths={TIME_OUT_DAYS}
            lengthLabel={(days) => t(`rg.timeOut.lengths.${days}`)}
            exclude={takeTimeOut}
            onExcluded={loggedOutBy}
          />
          <SelfExclusionForm onExcluded={loggedOutBy} />
        </>
      )}
    </AccountPage>
  );
}

function Limits() {
  const { t } = useTranslation('account');
  const limits = useRequest<PlayerLimits>(getLimits);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function remove(limit: PlayerLimit) {
    setRemoveError(null);
    try {
      await removeLimit(targetOfLimit(limit));
      await limits.reload();
    } catch (error) {
      setRemoveError(`${limitName(t, limit)}: ${errorMessage(error)}`);
    }
  }

  return (
    <>
      <h2>{t('rg.limitsTitle')}</h2>
      <Loaded request={limits}>
        {(data) => (
          <>
            <FormError message={removeError} />
            <LimitsTable limits={data.limits} onRemove={(limit) => void remove(limit)} />
            <LimitForm baseCurrency={data.baseCurrency} onSet={() => void limits.reload()} />
          </>
        )}
      </Loaded>
    </>
  );
}

function SelfExclusionForm({ onExcluded }: { onExcluded: (exclusion: Exclusion) => void }) {
  const { t } = useTranslation('account');
  const [allBrands, setAllBrands] = useState(false);
  return (
    <ExclusionForm
      kind="selfExclusion"
      lengths={SELF_EXCLUSION_MONTHS}
      lengthLabel={(months) => t(`rg.selfExclusion.lengths.${months}`)}
      extraFields={
        <label className={forms.field}>
          <span>
            <input
              type="checkbox"
              checked={allBrands}
              onChange={(event) => setAllBrands(event.target.checked)}
            />{' '}
            {t('rg.selfExclusion.allBrands')}
          </span>
        </label>
      }
      exclude={(months) => selfExclude(months, allBrands)}
      onExcluded={onExcluded}
    />
  );
}
