import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, TextField, buttons, forms } from '@croupier/ui';
import { CheckField } from '../forms';
import { saveBrandSettings, type BrandSettingsAnswer } from './brandsApi';
import { JackpotFields } from './JackpotFields';
import { LanguageFields } from './LanguageFields';
import { SettingsFieldset, type SettingsPartProps } from './SettingsFieldset';
import { ThemeFields } from './ThemeFields';
import { ThemePreview } from './ThemePreview';
import { draftOf, settingsErrors, settingsOf, type SettingsDraft } from './settingsDraft';
import { useSettingsSubmit } from './useSettingsSubmit';
import styles from './brands.module.scss';

/** A brand's settings beside a live preview of its theme; checked here, then by the API. */
export function BrandSettingsForm({ brand }: { brand: BrandSettingsAnswer }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(brand));
  const errors = settingsErrors(draft);
  const { submit, showErrors, isSending, failure, saved, changed } = useSettingsSubmit(
    Object.keys(errors).length > 0,
    async () => setDraft(draftOf(await saveBrandSettings(brand.brandId, settingsOf(draft)))),
  );
  const shownErrors = showErrors ? errors : {};
  const errorOf = (path: string) => (shownErrors[path] ? t(shownErrors[path]) : null);

  function change(next: Partial<SettingsDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    changed();
  }

  /** What the fields editing one key of the draft receive. */
  function partOf<Key extends keyof SettingsDraft>(
    key: Key,
  ): SettingsPartProps<SettingsDraft[Key]> {
    return {
      value: draft[key],
      errorOf,
      onChange: (value) => change({ [key]: value } as Pick<SettingsDraft, Key>),
    };
  }

  const { liveChat, homepageWidget } = draft;
  return (
    <div className={styles.settingsLayout}>
      <ThemePreview theme={draft.themeConfig} logo={draft.logo} brandName={brand.brandName} />
      <form
        className={forms.form}
        aria-label={t('brands.settingsTitle')}
        onSubmit={submit}
        noValidate
      >
        <ThemeFields {...partOf('themeConfig')} />
        <TextField
          id="brand-logo"
          label={t('brands.logo')}
          value={draft.logo}
          onChange={(event) => change({ logo: event.target.value.trim() })}
          error={errorOf('logo')}
        />
        <LanguageFields value={draft} errorOf={errorOf} onChange={change} />
        <JackpotFields {...partOf('jackpot')} />
        <SettingsFieldset legend={t('brands.liveChat.title')}>
          <CheckField
            label={t('brands.liveChat.isActive')}
            checked={liveChat.isActive}
            onChange={(isActive) => change({ liveChat: { ...liveChat, isActive } })}
          />
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
        </SettingsFieldset>
        <SettingsFieldset legend={t('brands.widgets.title')}>
          <CheckField
            label={t('brands.widgets.referral')}
            checked={homepageWidget.referral}
            onChange={(referral) => change({ homepageWidget: { ...homepageWidget, referral } })}
          />
        </SettingsFieldset>
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
