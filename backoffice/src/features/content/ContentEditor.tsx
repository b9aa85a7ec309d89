import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type LanguageCode } from '@croupier/contracts';
import {
  Field,
  FormError,
  SelectField,
  SubmitButton,
  TextField,
  buttons,
  useSubmit,
} from '@croupier/ui';
import { ContentPreview } from './ContentPreview';
import { saveContent, type AdminContentEntry, type ContentKind } from './contentApi';
import {
  EMPTY_TEXT,
  contentProblems,
  toContentDraft,
  writtenLanguages,
  type ContentForm,
} from './contentForm';
import styles from './content.module.scss';

interface ContentEditorProps {
  brandId: string;
  kind: ContentKind;
  defaultLanguage: LanguageCode;
  /** The brand's displayed languages, the ones a translation is due in. */
  languages: readonly LanguageCode[];
  initial: ContentForm;
  isNew: boolean;
  onSaved: (entry: AdminContentEntry) => Promise<void>;
  onCancel: () => void;
}

/** One entry: schedule, order, link and picture, and its text in each language, with a preview. */
export function ContentEditor(props: ContentEditorProps) {
  const { brandId, kind, defaultLanguage, languages, initial, isNew } = props;
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [language, setLanguage] = useState<LanguageCode>(defaultLanguage);
  const problems = contentProblems(form, defaultLanguage, isNew);
  const { submit, showErrors, isSending, failure } = useSubmit({
    isValid: Object.keys(problems).length === 0,
    send: async () =>
      props.onSaved(await saveContent(brandId, kind, form.slug, toContentDraft(form))),
  });
  const problem = (name: string) => (showErrors && problems[name] ? t(problems[name]) : null);
  const set = (changes: Partial<ContentForm>) => setForm({ ...form, ...changes });
  const field = (name: 'slug' | 'sort' | 'link' | 'image', hint?: string) => (
    <TextField
      id={`content-${name}`}
      label={t(`content.fields.${name}`)}
      value={form[name]}
      inputMode={name === 'sort' ? 'numeric' : undefined}
      placeholder={hint}
      onChange={(event) => set({ [name]: event.target.value })}
      error={problem(name)}
    />
  );
  const when = (name: 'publishedFrom' | 'publishedUntil') => (
    <TextField
      id={`content-${name}`}
      type="datetime-local"
      label={t(`content.fields.${name}`)}
      value={form[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={problem(name)}
    />
  );
  const text = form.texts[language] ?? EMPTY_TEXT;
  const setText = (part: keyof typeof text, value: string) =>
    set({ texts: { ...form.texts, [language]: { ...text, [part]: value } } });
  const written = new Set(writtenLanguages(form));
  // A problem in a language not on screen would be invisible: name those languages.
  const otherLanguages = languages.filter(
    (code) =>
      code !== language && Object.keys(problems).some((name) => name.startsWith(`${code}.`)),
  );
  const languageLabel = (code: LanguageCode) =>
    `${LANGUAGE_NAMES[code]}${code === defaultLanguage ? ` — ${t('content.default')}` : ''}${
      written.has(code) ? '' : ` (${t('content.missing')})`
    }`;

  return (
    <form
      className={styles.editor}
      aria-label={isNew ? t('content.newTitle') : t('content.editTitle', { slug: form.slug })}
      onSubmit={submit}
      noValidate
    >
      <div className={styles.settings}>
        {isNew ? field('slug', 'summer-cashback') : <p>{form.slug}</p>}
        {field('sort')}
        {when('publishedFrom')}
        {when('publishedUntil')}
        {field('link', '/account/reward/bonus/')}
        {field('image', '/assets/brands/…/promotions/….svg')}
      </div>
      <div className={styles.writing}>
        <div>
          <SelectField
            id="content-language"
            label={t('content.language')}
            value={language}
            onChange={(value) => setLanguage(value as LanguageCode)}
            options={languages.map((code) => ({ value: code, label: languageLabel(code) }))}
          />
          <TextField
            id="content-title"
            label={t('content.fields.title')}
            value={text.title}
            onChange={(event) => setText('title', event.target.value)}
            error={problem(`${language}.title`)}
          />
          <TextField
            id="content-summary"
            label={t('content.fields.summary')}
            value={text.summary}
            onChange={(event) => setText('summary', event.target.value)}
            error={problem(`${language}.summary`)}
          />
          <Field
            id="content-body"
            label={t('content.fields.body')}
            hint={t('content.bodyHint')}
            error={problem(`${language}.body`)}
          >
            {(control) => (
              <textarea
                {...control}
                rows={8}
                value={text.body}
                onChange={(event) => setText('body', event.target.value)}
              />
            )}
          </Field>
          {showErrors && otherLanguages.length > 0 && (
            <p role="alert" className={styles.otherLanguages}>
              {t('content.problemsElsewhere', {
                languages: otherLanguages.map((code) => LANGUAGE_NAMES[code]).join(', '),
              })}
            </p>
          )}
        </div>
        <ContentPreview
          language={language}
          defaultLanguage={defaultLanguage}
          texts={form.texts}
          link={form.link}
        />
      </div>
      <FormError message={failure} />
      <div className={styles.actions}>
        <SubmitButton isSending={isSending}>{t('content.save')}</SubmitButton>
        <button type="button" className={buttons.secondary} onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
