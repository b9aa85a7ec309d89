import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  Loaded,
  LocalTime,
  SelectField,
  TextField,
  buttons,
  panels,
  useRequest,
  useSubmit,
} from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import { ReasonForm } from '../forms';
import { hasRole, useSessionStore } from '../session';
import { TableOrEmpty, headings } from '../tables';
import {
  SUSPENSION_SCOPES,
  loadPlaySuspensions,
  resumePlay,
  suspendPlay,
  targetOf,
  type PlaySuspension,
  type PlaySuspensionTarget,
  type SuspensionScope,
} from './playSuspensions';
import styles from './compliance.module.scss';

/**
 * Disable on demand (GLI-19 2.4.1): what is suspended in a brand, and (for support) suspending
 * all play, a provider or a game with a reason, after a confirmation that says what it stops.
 */
export function PlaySuspensionsPage() {
  const { t } = useTranslation();
  const brands = useBrands();
  const session = useSessionStore((state) => state.session);
  const canChange = session ? hasRole(session, ['support']) : false;
  const [chosenBrand, setChosenBrand] = useState('');
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;
  return (
    <section aria-labelledby="suspensions-title">
      <h1 id="suspensions-title">{t('suspensions.title')}</h1>
      <p>{t('suspensions.why')}</p>
      <BrandPicker
        id="suspensions-brand"
        brands={brands}
        value={brandId}
        onChange={setChosenBrand}
      />
      {brandId && <BrandSuspensions key={brandId} brandId={brandId} canChange={canChange} />}
    </section>
  );
}

function BrandSuspensions({ brandId, canChange }: { brandId: string; canChange: boolean }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<string | null>(null);
  const load = useCallback(() => loadPlaySuspensions(brandId), [brandId]);
  const suspensions = useRequest(load);
  const changed = (message: string) => {
    setOutcome(message);
    void suspensions.reload();
  };
  return (
    <>
      {outcome && <p role="status">{outcome}</p>}
      <Loaded request={suspensions}>
        {(items) => (
          <TableOrEmpty
            items={items}
            empty={t('suspensions.none')}
            csvName={`play-suspensions-${brandId}`}
            columns={headings<PlaySuspension>(
              t,
              'suspensions',
              ['what', 'reason', 'by', 'since', 'actions'],
              [],
              {
                what: { value: (suspension) => whatOf(t, suspension) },
                reason: { value: (suspension) => suspension.reason },
                by: { value: (suspension) => suspension.suspendedBy },
                since: { kind: 'date', value: (suspension) => suspension.suspendedAt },
              },
            )}
            rowOf={(suspension) => (
              <SuspensionRow
                key={`${suspension.gpid ?? ''}:${suspension.gameCode ?? ''}`}
                brandId={brandId}
                suspension={suspension}
                canChange={canChange}
                onResumed={() => changed(t('suspensions.resumed', { what: whatOf(t, suspension) }))}
              />
            )}
          />
        )}
      </Loaded>
      {canChange && (
        <SuspendForm
          brandId={brandId}
          onSuspended={(suspension) =>
            changed(t('suspensions.suspended', { what: whatOf(t, suspension) }))
          }
        />
      )}
    </>
  );
}

type Translate = (key: string, values?: Record<string, string>) => string;

/** What a suspension covers, in words. */
function whatOf(t: Translate, { gpid, gameCode }: Pick<PlaySuspension, 'gpid' | 'gameCode'>) {
  if (gpid === null) return t('suspensions.allPlay');
  if (gameCode === null) return t('suspensions.providerGames', { gpid });
  return t('suspensions.game', { gpid, gameCode });
}

function SuspensionRow({
  brandId,
  suspension,
  canChange,
  onResumed,
}: {
  brandId: string;
  suspension: PlaySuspension;
  canChange: boolean;
  onResumed: () => void;
}) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const { isSending, failure, run } = useSubmit();
  const what = whatOf(t, suspension);
  return (
    <tr>
      <td>{what}</td>
      <td>{suspension.reason}</td>
      <td>{suspension.suspendedBy}</td>
      <td>
        <LocalTime at={suspension.suspendedAt} withTime />
      </td>
      <td>
        <FormError message={failure} />
        {canChange && !isAsking && (
          <button
            type="button"
            className={buttons.compactSecondary}
            onClick={() => setIsAsking(true)}
          >
            {t('suspensions.resume')}
          </button>
        )}
        {canChange && isAsking && (
          <>
            <p>{t('suspensions.resumeConsequence', { what })}</p>
            <ReasonForm
              id={`resume-reason-${suspension.gpid ?? ''}-${suspension.gameCode ?? ''}`}
              title={t('suspensions.resumeOf', { what })}
              label={t('suspensions.reason')}
              confirmLabel={t('suspensions.confirmResume')}
              isSending={isSending}
              onCancel={() => setIsAsking(false)}
              onConfirm={(reason) =>
                void run(() => resumePlay(brandId, targetOf(suspension), reason)).then(
                  (done) => done && onResumed(),
                )
              }
            />
          </>
        )}
      </td>
    </tr>
  );
}

function SuspendForm({
  brandId,
  onSuspended,
}: {
  brandId: string;
  onSuspended: (suspension: PlaySuspension) => void;
}) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<SuspensionScope>('game');
  const [gpid, setGpid] = useState('');
  const [gameCode, setGameCode] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [confirming, setConfirming] = useState<PlaySuspensionTarget | null>(null);
  const { isSending, failure, run } = useSubmit();
  const needsProvider = scope !== 'all' && !gpid.trim();
  const needsGame = scope === 'game' && !gameCode.trim();

  function ask(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (needsProvider || needsGame) return;
    const target: PlaySuspensionTarget = {};
    if (scope !== 'all') target.gpid = gpid.trim();
    if (scope === 'game') target.gameCode = gameCode.trim();
    setConfirming(target);
  }

  const what = confirming
    ? whatOf(t, { gpid: confirming.gpid ?? null, gameCode: confirming.gameCode ?? null })
    : '';
  return (
    <section className={panels.panel} aria-labelledby="suspend-title">
      <h2 id="suspend-title">{t('suspensions.suspendTitle')}</h2>
      <FormError message={failure} />
      {confirming === null ? (
        <form className={styles.filters} aria-label={t('suspensions.suspendTitle')} onSubmit={ask}>
          <SelectField
            id="suspend-scope"
            label={t('suspensions.scope')}
            value={scope}
            options={SUSPENSION_SCOPES.map((value) => ({
              value,
              label: t(`suspensions.scopes.${value}`),
            }))}
            onChange={(value) => setScope(value as SuspensionScope)}
          />
          {scope !== 'all' && (
            <TextField
              id="suspend-gpid"
              label={t('suspensions.gpid')}
              value={gpid}
              maxLength={64}
              onChange={(event) => setGpid(event.target.value)}
              error={showErrors && needsProvider ? t('validation.required') : null}
            />
          )}
          {scope === 'game' && (
            <TextField
              id="suspend-game"
              label={t('suspensions.gameCode')}
              value={gameCode}
              maxLength={128}
              onChange={(event) => setGameCode(event.target.value)}
              error={showErrors && needsGame ? t('validation.required') : null}
            />
          )}
          <button type="submit" className={buttons.compactPrimary}>
            {t('suspensions.suspend')}
          </button>
        </form>
      ) : (
        <>
          <p className={styles.warning}>{t('suspensions.consequence', { what })}</p>
          <ReasonForm
            id="suspend-reason"
            title={t('suspensions.suspendOf', { what })}
            label={t('suspensions.reason')}
            confirmLabel={t('suspensions.confirmSuspend')}
            isSending={isSending}
            onCancel={() => setConfirming(null)}
            onConfirm={(reason) =>
              void run(async () => {
                const suspension = await suspendPlay(brandId, confirming, reason);
                setConfirming(null);
                onSuspended(suspension);
              })
            }
          />
        </>
      )}
    </section>
  );
}
