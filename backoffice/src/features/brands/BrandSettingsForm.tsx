import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormError, TextField, buttons, forms } from '@croupier/ui';
import { BannerFields } from './BannerFields';
import { saveBrandSettings, type BrandSettingsAnswer } from './brandsApi';
import { LanguageFields } from './LanguageFields';
import { ThemeFields } from './ThemeFields';
import { ThemePreview } from './ThemePreview';
import { draftOf, settingsErrors, settingsOf, type SettingsDraft } from './settingsDraft';
import styles from './brands.module.scss';

/** A brand's settings beside a live preview of its theme; checked here, then by the API. */
export function BrandSettingsForm({ brand }: { brand: BrandSettingsAnswer }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(brand));
  const [showErrors, setShowErrors] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const errors = settingsErrors(draft);
  const shownErrors = showErrors ? errors : {};
  const errorOf = (path: string) => (shownErrors[path] ? t(shownErrors[path]) : null);

  function change(next: Partial<SettingsDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    setSaved(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    if (Object.keys(errors).length > 0) {
      setFailure(t('brands.fixErrors'));
      return;
    }
    setIsSending(true);
    try {
      const answer = await saveBrandSettings(brand.brandId, settingsOf(draft));
      setDraft(draftOf(answer));
      setShowErrors(false);
      setSaved(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSending(false);
    }
  }

  const { jackpot, liveChat, homepageWidget } = draft;
  return (
    <div className={styles.settingsLayout}>
      <ThemePreview theme={draft.themeConfig} logo={draft.logo} brandName={brand.brandName} />
      <form
        className={forms.form}
        aria-label={t('brands.settingsTitle')}
        onSubmit={submit}
        noValidate
      >
        <ThemeFields
          theme={draft.themeConfig}
          errors={shownErrors}
          onChange={(themeConfig) => change({ themeConfig })}
        />
        <TextField
          id="brand-logo"
          label={t('brands.logo')}
          value={draft.logo}
          onChange={(event) => change({ logo: event.target.value.trim() })}
          error={errorOf('logo')}
        />
        <LanguageFields
          languages={draft.languages}
          defaultLanguage={draft.defaultLanguage}
          errors={shownErrors}
          onChange={change}
        />
        <fieldset className={styles.fieldset}>
          <legend>{t('brands.jackpot.title')}</legend>
          <p>{t('brands.jackpot.pool')}</p>
          <div className={styles.fieldRow}>
            <TextField
              id="brand-jackpot-min"
              label={t('brands.jackpot.minIncrement')}
              value={jackpot.minIncrement}
              inputMode="decimal"
              onChange={(event) =>
                change({ jackpot: { ...jackpot, minIncrement: event.target.value.trim() } })
              }
              error={errorOf('jackpot.minIncrement')}
            />
            <TextField
              id="brand-jackpot-max"
              label={t('brands.jackpot.maxIncrement')}
              value={jackpot.maxIncrement}
              inputMode="decimal"
              onChange={(event) =>
                change({ jackpot: { ...jackpot, maxIncrement: event.target.value.trim() } })
              }
              error={errorOf('jackpot.maxIncrement')}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('brands.liveChat.title')}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={liveChat.isActive}
              onChange={(event) =>
                change({ liveChat: { ...liveChat, isActive: event.target.checked } })
              }
            />
            {t('brands.liveChat.isActive')}
          </label>
          <TextField
            id="brand-live-chat-url"
            label={t('brands.liveChat.url')}
            value={liveChat.url}
            inputMode="url"
            onChange={(event) =>
              change({ liveChat: { ...liveChat, url: event.target.value.trim() } })
            }
            error={errorOf('liveChat.url')}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('brands.widgets.title')}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={homepageWidget.referral}
              onChange={(event) =>
                change({ homepageWidget: { ...homepageWidget, referral: event.target.checked } })
              }
            />
            {t('brands.widgets.referral')}
          </label>
          <Field
            id="brand-announcement"
            label={t('brands.widgets.announcement')}
            error={errorOf('homepageWidget.announcement')}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={homepageWidget.announcement}
                onChange={(event) =>
                  change({
                    homepageWidget: { ...homepageWidget, announcement: event.target.value },
                  })
                }
              />
            )}
          </Field>
        </fieldset>
        <BannerFields
          banners={draft.banners}
          errors={shownErrors}
          onChange={(banners) => change({ banners })}
        />
        <FormError message={failure} />
        <div className={forms.actions}>
          <button type="submit" className={buttons.primary} disabled={isSending}>
            {isSending ? t('common.sending') : t('brands.save')}
          </button>
          {saved && <p role="status">{t('brands.saved')}</p>}
        </div>
      </form>
    </div>
  );
}
