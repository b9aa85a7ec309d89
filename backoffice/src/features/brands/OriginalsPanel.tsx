import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton, TextField, forms } from '@croupier/ui';
import { CheckField, StoredSettings, useSettingsForm } from '../forms';
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
  return (
    <section aria-labelledby="originals-title">
      <h2 id="originals-title">{t('brands.originals.title')}</h2>
      <p>{t('brands.originals.intro')}</p>
      <StoredSettings brandId={brandId} load={loadOriginals}>
        {(games) => (
          <div className={styles.originals}>
            {games.map((settings) => (
              <OriginalForm key={settings.game} brandId={brandId} settings={settings} />
            ))}
          </div>
        )}
      </StoredSettings>
    </section>
  );
}

function OriginalForm({ brandId, settings }: { brandId: string; settings: OriginalsGameSettings }) {
  const { t } = useTranslation();
  const game = settings.game;
  const name = t(`brands.originals.games.${game}`);
  const { draft, change, problemOf, saved, submit, isSending, failure } = useSettingsForm({
    initial: () => draftOf(settings),
    problemsOf: originalProblems,
    // The answer is what the API stored: the form shows it, not what was typed.
    save: async (typed) => draftOf(await changeOriginal(brandId, game, typed)),
  });

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
        onChange={(enabled) => change({ enabled })}
      />
      <div className={styles.edgeField}>
        <TextField
          id={`originals-${game}-edge`}
          label={t('brands.originals.edge')}
          inputMode="decimal"
          value={draft.edgePercent}
          onChange={(event) => change({ edgePercent: event.target.value.trim() })}
          error={problemOf('edge')}
        />
      </div>
      <OriginalLimitsFields
        game={game}
        limits={draft.limits}
        errorOf={problemOf}
        onChange={(limits) => change({ limits })}
      />
      <SubmitButton isSending={isSending}>
        {t('brands.originals.save', { game: name })}
      </SubmitButton>
    </form>
  );
}
