import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type LanguageCode } from '@croupier/contracts';
import {
  Field,
  FormError,
  Loaded,
  SelectField,
  SubmitButton,
  TextField,
  useRequest,
  useSubmit,
} from '@croupier/ui';
import { loadBrandSettings, saveBrandSettings } from '../brands';
import { ConfirmButton } from '../forms';
import {
  announcementFormOf,
  announcementOf,
  announcementProblems,
  announcementState,
  previewIn,
  translationStatus,
  widgetOf,
  type AnnouncementChange,
  type AnnouncementForm,
  type HomepageWidget,
} from './announcementForm';
import styles from './content.module.scss';

/**
 * The brand's announcement on the site's home page: its text in the default language, a
 * translation per displayed language (the default text shows where there is none), when it shows,
 * and a preview in any language. Saved alone: the brand's other settings stay as they are.
 */
export function AnnouncementEditor({ brandId }: { brandId: string }) {
  const load = useCallback(() => loadBrandSettings(brandId), [brandId]);
  const settings = useRequest(load);
  return (
    <Loaded request={settings}>
      {(brand) => (
        <AnnouncementFormView
          brandId={brandId}
          initial={brand.homepageWidget}
          languages={brand.languages}
          defaultLanguage={brand.defaultLanguage}
        />
      )}
    </Loaded>
  );
}

function AnnouncementFormView({
  brandId,
  initial,
  languages,
  defaultLanguage,
}: {
  brandId: string;
  initial: HomepageWidget;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
}) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(() => announcementFormOf(initial));
  const [previewLanguage, setPreviewLanguage] = useState(defaultLanguage);
  const [outcome, setOutcome] = useState<string | null>(null);
  const problems = announcementProblems(form);
  const save = async (widget: AnnouncementChange, said: string) => {
    const answer = await saveBrandSettings(brandId, { homepageWidget: widget });
    setSaved(answer.homepageWidget);
    setForm(announcementFormOf(answer.homepageWidget));
    setOutcome(said);
  };
  const { submit, showErrors, isSending, failure } = useSubmit({
    isValid: Object.keys(problems).length === 0,
    send: () => save(widgetOf(form), t('content.announcement.saved')),
  });
  const [unpublishFailure, setUnpublishFailure] = useState<string | null>(null);
  // Ended now; one scheduled for later loses its start, which would be after its end.
  async function unpublish() {
    const now = new Date();
    const from = saved.announcementFrom;
    setUnpublishFailure(null);
    try {
      await save(
        {
          ...announcementOf(saved),
          announcementFrom: from && new Date(from) < now ? from : null,
          announcementUntil: now.toISOString(),
        },
        t('content.announcement.unpublished'),
      );
    } catch (error) {
      setUnpublishFailure(error instanceof Error ? error.message : String(error));
    }
  }
  const problem = (name: string) => (showErrors && problems[name] ? t(problems[name]) : null);
  const change = (changes: Partial<AnnouncementForm>) => {
    setForm({ ...form, ...changes });
    setOutcome(null);
  };
  const state = announcementState(saved, new Date());
  const translated = languages.filter((language) => language !== defaultLanguage);
  const preview = previewIn(form, saved, previewLanguage, defaultLanguage);

  return (
    <form
      className={styles.editor}
      aria-label={t('content.announcement.title')}
      onSubmit={submit}
      noValidate
    >
      <p data-testid="announcement-state">
        {t('content.state')}: {t(`content.announcement.states.${state}`)}
      </p>
      <div className={styles.settings}>
        <TextField
          id="announcement-from"
          type="datetime-local"
          label={t('content.fields.publishedFrom')}
          value={form.from}
          onChange={(event) => change({ from: event.target.value })}
          error={problem('from')}
        />
        <TextField
          id="announcement-until"
          type="datetime-local"
          label={t('content.fields.publishedUntil')}
          value={form.until}
          onChange={(event) => change({ until: event.target.value })}
          error={problem('until')}
        />
      </div>
      <div className={styles.writing}>
        <div>
          <Field
            id="announcement-text"
            label={t('content.announcement.text', { language: LANGUAGE_NAMES[defaultLanguage] })}
            hint={t('content.announcement.textHint')}
            error={problem('text')}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={form.text}
                onChange={(event) => change({ text: event.target.value })}
              />
            )}
          </Field>
          {translated.map((language) => (
            <Field
              key={language}
              id={`announcement-${language}`}
              label={LANGUAGE_NAMES[language]}
              hint={t(`content.announcement.status.${translationStatus(form, saved, language)}`)}
              error={problem(language)}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  value={form.translations[language] ?? ''}
                  onChange={(event) =>
                    change({
                      translations: { ...form.translations, [language]: event.target.value },
                    })
                  }
                />
              )}
            </Field>
          ))}
        </div>
        <aside className={styles.preview} aria-labelledby="announcement-preview-title">
          <h2 id="announcement-preview-title" className={styles.previewHeading}>
            {t('content.preview')}
          </h2>
          <SelectField
            id="announcement-preview-language"
            label={t('content.language')}
            value={previewLanguage}
            onChange={(value) => setPreviewLanguage(value as LanguageCode)}
            options={languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          />
          {preview.text === '' ? (
            <p className={styles.fallback}>{t('content.announcement.nothing')}</p>
          ) : (
            <p role="note" data-testid="announcement-preview">
              <strong>{t('content.announcement.label')}</strong>{' '}
              <span lang={preview.language}>{preview.text}</span>
            </p>
          )}
          {preview.language !== previewLanguage && preview.text !== '' && (
            <p className={styles.fallback}>{t('content.usesDefault')}</p>
          )}
        </aside>
      </div>
      <FormError message={failure ?? unpublishFailure} />
      <div className={styles.actions}>
        <SubmitButton isSending={isSending}>{t('content.announcement.save')}</SubmitButton>
        {(state === 'live' || state === 'scheduled') && (
          <ConfirmButton
            label={t('content.unpublish')}
            question={t('content.announcement.unpublishQuestion')}
            disabled={isSending}
            onConfirm={() => void unpublish()}
          />
        )}
        {outcome && <p role="status">{outcome}</p>}
      </div>
    </form>
  );
}
