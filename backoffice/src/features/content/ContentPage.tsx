import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS, LANGUAGE_NAMES, type LanguageCode } from '@croupier/contracts';
import {
  FormError,
  Loaded,
  LocalTime,
  SelectField,
  buttons,
  useRequest,
  useSubmit,
} from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import { ConfirmButton } from '../forms';
import { TableOrEmpty } from '../tables';
import { AnnouncementEditor } from './AnnouncementEditor';
import { BannersEditor } from './BannersEditor';
import { ContentEditor } from './ContentEditor';
import {
  listContent,
  unpublishContent,
  type AdminContentEntry,
  type AdminContentList,
  type ContentKind,
} from './contentApi';
import { contentFormOf, newContentForm, type ContentForm } from './contentForm';
import styles from './content.module.scss';

type Editing = { form: ContentForm; isNew: boolean } | null;
/** What the page edits: entries of one kind, or the brand's banners or announcement. */
type Section = ContentKind | 'banners' | 'announcement';
const SECTIONS: readonly Section[] = [...CONTENT_KINDS, 'banners', 'announcement'];

/**
 * A brand's news, promotions, FAQ, banners and announcement: what the site shows, when, and in
 * which languages.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const brands = useBrands();
  const [chosenBrand, setChosenBrand] = useState('');
  const [section, setSection] = useState<Section>('promotion');
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;

  return (
    <section aria-labelledby="content-page-title" className={styles.page}>
      <h1 id="content-page-title">{t('content.title')}</h1>
      <p>{t('content.why')}</p>
      <div className={styles.filters}>
        <BrandPicker id="content-brand" brands={brands} value={brandId} onChange={setChosenBrand} />
        <SelectField
          id="content-kind"
          label={t('content.kind')}
          value={section}
          onChange={(value) => setSection(value as Section)}
          options={SECTIONS.map((each) => ({
            value: each,
            label: t(`content.kinds.${each}`),
          }))}
        />
      </div>
      {brandId && section === 'banners' && <BannersEditor key={brandId} brandId={brandId} />}
      {brandId && section === 'announcement' && (
        <AnnouncementEditor key={brandId} brandId={brandId} />
      )}
      {brandId && section !== 'banners' && section !== 'announcement' && (
        <BrandContent key={`${brandId}/${section}`} brandId={brandId} kind={section} />
      )}
    </section>
  );
}

function BrandContent({ brandId, kind }: { brandId: string; kind: ContentKind }) {
  const load = useCallback(() => listContent(brandId, kind), [brandId, kind]);
  const content = useRequest(load);
  return (
    <Loaded request={content}>
      {(list) => <Entries brandId={brandId} kind={kind} list={list} reload={content.reload} />}
    </Loaded>
  );
}

function Entries({
  brandId,
  kind,
  list,
  reload,
}: {
  brandId: string;
  kind: ContentKind;
  list: AdminContentList;
  reload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { failure, isSending, run } = useSubmit();
  const defaultLanguage = list.defaultLanguage as LanguageCode;
  const languages = list.languages as LanguageCode[];
  const titleOf = (entry: AdminContentEntry) =>
    entry.texts[defaultLanguage]?.title ?? Object.values(entry.texts)[0]?.title ?? entry.slug;
  const translationsOf = (entry: AdminContentEntry) => {
    const missing = languages.filter((code) => entry.texts[code] === undefined);
    return missing.length === 0
      ? t('content.allTranslated')
      : t('content.missingIn', {
          languages: missing.map((code) => LANGUAGE_NAMES[code]).join(', '),
        });
  };

  async function saved(entry: AdminContentEntry) {
    setEditing(null);
    setOutcome(t('content.saved', { title: titleOf(entry) }));
    await reload();
  }

  async function unpublish(entry: AdminContentEntry) {
    if (await run(() => unpublishContent(brandId, kind, entry.slug))) {
      setOutcome(t('content.unpublished', { title: titleOf(entry) }));
      await reload();
    }
  }

  if (editing) {
    return (
      <ContentEditor
        brandId={brandId}
        kind={kind}
        defaultLanguage={defaultLanguage}
        languages={languages}
        initial={editing.form}
        isNew={editing.isNew}
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
    );
  }
  return (
    <>
      <button
        type="button"
        className={buttons.primary}
        onClick={() => setEditing({ form: newContentForm(new Date()), isNew: true })}
      >
        {t(`content.new.${kind}`)}
      </button>
      {outcome && <p role="status">{outcome}</p>}
      <FormError message={failure} />
      <TableOrEmpty
        items={list.entries}
        empty={t('content.empty')}
        csvName={`${kind}-${brandId}`}
        columns={[
          { label: t('content.fields.title'), value: titleOf },
          { label: t('content.state'), value: (entry) => t(`content.states.${entry.state}`) },
          {
            label: t('content.schedule'),
            kind: 'date',
            value: (entry) => `${entry.publishedFrom}/${entry.publishedUntil ?? ''}`,
          },
          { label: t('content.translations'), value: translationsOf },
          { label: t('content.actions') },
        ]}
        rowOf={(entry) => (
          <tr key={entry.slug}>
            <th scope="row" className={styles.wrap}>
              {titleOf(entry)}
              <span className={styles.slug}>{entry.slug}</span>
            </th>
            <td>
              <span className={styles[entry.state]}>{t(`content.states.${entry.state}`)}</span>
            </td>
            <td className={styles.schedule}>
              <LocalTime at={entry.publishedFrom} withTime />
              <span>
                –{' '}
                {entry.publishedUntil ? (
                  <LocalTime at={entry.publishedUntil} withTime />
                ) : (
                  t('content.noEnd')
                )}
              </span>
            </td>
            <td className={styles.wrap}>{translationsOf(entry)}</td>
            <td>
              <div className={styles.rowActions}>
                <button
                  type="button"
                  className={buttons.compactSecondary}
                  onClick={() => setEditing({ form: contentFormOf(entry), isNew: false })}
                >
                  {t('content.edit')}
                </button>
                {entry.state !== 'ended' && (
                  <ConfirmButton
                    label={t('content.unpublish')}
                    question={t('content.unpublishQuestion', { title: titleOf(entry) })}
                    disabled={isSending}
                    onConfirm={() => void unpublish(entry)}
                  />
                )}
              </div>
            </td>
          </tr>
        )}
      />
    </>
  );
}
