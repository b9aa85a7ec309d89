// The content editor's form: strings as typed, checked before sending the way the API checks them,
// and turned into the API's draft.

import {
  CONTENT_LIMITS,
  CONTENT_SLUG_PATTERN,
  type AdminContentEntry,
  type ContentDraft,
  type ContentText,
  type LanguageCode,
} from '@croupier/contracts';
import { localDateTime } from '../forms';

export interface ContentForm {
  slug: string;
  sort: string;
  link: string;
  image: string;
  /** `datetime-local` values, in the staff member's time zone. */
  publishedFrom: string;
  publishedUntil: string;
  texts: Partial<Record<LanguageCode, ContentText>>;
}

export const EMPTY_TEXT: ContentText = { title: '', summary: '', body: '' };

export const newContentForm = (now: Date): ContentForm => ({
  slug: '',
  sort: '10',
  link: '',
  image: '',
  publishedFrom: localDateTime(now.toISOString()),
  publishedUntil: '',
  texts: {},
});

export const contentFormOf = (entry: AdminContentEntry): ContentForm => ({
  slug: entry.slug,
  sort: String(entry.sort),
  link: entry.link ?? '',
  image: entry.image ?? '',
  publishedFrom: localDateTime(entry.publishedFrom),
  publishedUntil: entry.publishedUntil ? localDateTime(entry.publishedUntil) : '',
  texts: entry.texts,
});

/** A language's text counts once it has anything in it; an untouched one is left out. */
const isWritten = (text: ContentText | undefined): text is ContentText =>
  text !== undefined && (text.title + text.summary + text.body).trim() !== '';

export const writtenLanguages = (form: ContentForm): LanguageCode[] =>
  (Object.keys(form.texts) as LanguageCode[]).filter((language) => isWritten(form.texts[language]));

export function toContentDraft(form: ContentForm): ContentDraft {
  const texts = Object.fromEntries(
    writtenLanguages(form).map((language) => {
      const { title, summary, body } = form.texts[language]!;
      return [language, { title: title.trim(), summary: summary.trim(), body: body.trim() }];
    }),
  );
  return {
    sort: Number(form.sort),
    link: form.link.trim() || null,
    image: form.image.trim() || null,
    publishedFrom: new Date(form.publishedFrom).toISOString(),
    publishedUntil: form.publishedUntil ? new Date(form.publishedUntil).toISOString() : null,
    texts,
  };
}

const LINK = /^\/[A-Za-z0-9/_-]*$/;
const IMAGE = /^\/assets\/[A-Za-z0-9/_.-]+$/;
const SORT = /^\d{1,5}$/;

/** Text keys of the problems, by field; a language's fields are `<language>.<field>`. */
export function contentProblems(
  form: ContentForm,
  defaultLanguage: LanguageCode,
  isNew: boolean,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isNew && !new RegExp(CONTENT_SLUG_PATTERN).test(form.slug)) {
    problems.slug = 'content.problems.slug';
  }
  if (!SORT.test(form.sort) || Number(form.sort) > CONTENT_LIMITS.sort) {
    problems.sort = 'content.problems.sort';
  }
  if (form.link.trim() && !LINK.test(form.link.trim())) problems.link = 'content.problems.link';
  if (form.image.trim() && !IMAGE.test(form.image.trim()))
    problems.image = 'content.problems.image';
  if (Number.isNaN(Date.parse(form.publishedFrom))) {
    problems.publishedFrom = 'content.problems.date';
  }
  if (form.publishedUntil && !(Date.parse(form.publishedUntil) > Date.parse(form.publishedFrom))) {
    problems.publishedUntil = 'content.problems.until';
  }
  const languages = new Set([defaultLanguage, ...writtenLanguages(form)]);
  for (const language of languages) {
    const text = form.texts[language] ?? EMPTY_TEXT;
    if (!text.title.trim()) problems[`${language}.title`] = 'content.problems.title';
    if (!text.body.trim()) problems[`${language}.body`] = 'content.problems.body';
    if (text.title.length > CONTENT_LIMITS.title) {
      problems[`${language}.title`] = 'content.problems.tooLong';
    }
    if (text.summary.length > CONTENT_LIMITS.summary) {
      problems[`${language}.summary`] = 'content.problems.tooLong';
    }
    if (text.body.length > CONTENT_LIMITS.body) {
      problems[`${language}.body`] = 'content.problems.tooLong';
    }
  }
  return problems;
}
