import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  Loaded,
  SubmitButton,
  TextField,
  forms,
  useSubmit,
  useRequest,
} from '@croupier/ui';
import { CheckField } from '../forms';
import { OriginalLimitsFields } from './OriginalLimitsFields';
import {
  changeOriginal,
  draftOf,
  loadOriginals,
  originalProblems,
  type OriginalsGameSettings,
} from './originals';
import styles from './brands.module.scss';

/** The brand's originals (dice, limbo, mines, plinko): on or off, house edge, bounds. */
export function OriginalsPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadOriginals(brandId), [brandId]);
  const originals = useRequest(load);
  return (
    <section aria-labelledby="originals-title">
      <h2 id="originals-title">{t('brands.originals.title')}</h2>
      <p>{t('brands.originals.intro')}</p>
      <Loaded request={originals}>
        {(games) => (
          <div className={styles.originals}>
            {games.map((settings) => (
              <OriginalForm key={settings.game} brandId={brandId} settings={settings} />
            ))}
          </div>
        )}
      </Loaded>
    </section>
  );
}

function OriginalForm({ brandId, settings }: { brandId: string; settings: OriginalsGameSettings }) {
  const { t } = useTranslation();
  const game = settings.game;
  const name = t(`brands.originals.games.${game}`);
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [saved, setSaved] = useState(false);
  const problems = originalProblems(draft);
  const { submit, showErrors, isSending, failure } = useSubmit({ isValid: Object.keys(problems).length === 0, send: async () => {
      setSaved(false);
      // The answer is what the API stored: the form shows it, not what was typed.
      setDraft(draftOf(await changeOriginal(brandId, game, draft)));
      setSaved(true);
    } });
  const errorOf = (field: string) => (showErrors && problems[field] ? t(problems[field]) : null);

  return (
    <form
      className={`${forms.form} ${styles.fieldset}`}
      aria-label={t('brands.originals.formTitle', { game: name })}
      onSubmit={submit}
      noValidate
    >
      <h3>{name}</h3>
      <FormError message={failure} />
      {saved && <p role="status">{t('brands.originals.saved', { game: name })}</p>}
      <CheckField
        label={t('brands.originals.enabled', { game: name })}
        checked={draft.enabled}
        onChange={(enabled) => setDraft({ ...draft, enabled })}
      />
      <div className={styles.edgeField}>
        <TextField
          id={`originals-${game}-edge`}
          label={t('brands.originals.edge')}
          inputMode="decimal"
          value={draft.edgePercent}
          onChange={(event) => setDraft({ ...draft, edgePercent: event.target.value.trim() })}
          error={errorOf('edge')}
        />
      </div>
      <OriginalLimitsFields
        game={game}
        limits={draft.limits}
        errorOf={errorOf}
        onChange={(limits) => setDraft({ ...draft, limits })}
      />
      <SubmitButton isSending={isSending}>
        {t('brands.originals.save', { game: name })}
      </SubmitButton>
    </form>
  );
}
