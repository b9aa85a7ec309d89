// The announcement editor's form: the default language's text, a translation per displayed
// language, and its schedule as typed; checked the way the API checks them, and turned into the
// brand's home widget.

import {
  ANNOUNCEMENT_MAX_LENGTH,
  type BrandSettings,
  type LanguageCode,
} from '@croupier/contracts';
import { instantOf, localDateTime } from '../forms';

export type HomepageWidget = BrandSettings['homepageWidget'];

export interface AnnouncementForm {
  text: string;
  translations: Partial<Record<LanguageCode, string>>;
  /** `datetime-local` values, in the staff member's time zone; empty: no bound. */
  from: string;
  until: string;
}

export const announcementFormOf = (widget: HomepageWidget): AnnouncementForm => ({
  text: widget.announcement,
  translations: { ...widget.announcementTranslations },
  from: widget.announcementFrom ? localDateTime(widget.announcementFrom) : '',
  until: widget.announcementUntil ? localDateTime(widget.announcementUntil) : '',
});

/** The announcement's fields of the widget; the referral switch is the brand page's to save. */
export type AnnouncementChange = Omit<HomepageWidget, 'referral'>;

/** The announcement to save: this form's (untouched languages left out). */
export function widgetOf(form: AnnouncementForm): AnnouncementChange {
  const translations: Partial<Record<LanguageCode, string>> = {};
  for (const [language, text] of Object.entries(form.translations)) {
    if (text?.trim()) translations[language as LanguageCode] = text.trim();
  }
  return {
    announcement: form.text.trim(),
    announcementTranslations: translations,
    announcementFrom: instantOf(form.from),
    announcementUntil: instantOf(form.until),
  };
}

/** The saved widget's announcement fields, without the brand page's referral switch. */
export function announcementOf({ referral: _referral, ...announcement }: HomepageWidget) {
  return announcement;
}

export type AnnouncementState = 'none' | 'scheduled' | 'live' | 'ended';

/** Whether the site shows the saved announcement at `now`. */
export function announcementState(widget: HomepageWidget, now: Date): AnnouncementState {
  if (widget.announcement === '') return 'none';
  if (widget.announcementFrom && now < new Date(widget.announcementFrom)) return 'scheduled';
  if (widget.announcementUntil && now >= new Date(widget.announcementUntil)) return 'ended';
  return 'live';
}

/**
 * A displayed language's translation: its own text, none (the site shows the default language's),
 * or one that translates the text before this edit — saving a new text drops it unless it is
 * written anew too.
 */
export type TranslationStatus = 'translated' | 'missing' | 'outdated';

export function translationStatus(
  form: AnnouncementForm,
  saved: HomepageWidget,
  language: LanguageCode,
): TranslationStatus {
  const text = form.translations[language]?.trim() ?? '';
  if (text === '') return 'missing';
  const textChanged = form.text.trim() !== saved.announcement;
  const unchanged = saved.announcementTranslations?.[language] === text;
  return textChanged && unchanged ? 'outdated' : 'translated';
}

/** What the site would show in `language`: its translation, else the default language's text. */
export function previewIn(
  form: AnnouncementForm,
  saved: HomepageWidget,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): { text: string; language: LanguageCode } {
  if (language !== defaultLanguage && translationStatus(form, saved, language) === 'translated') {
    return { text: form.translations[language]!.trim(), language };
  }
  return { text: form.text.trim(), language: defaultLanguage };
}

/** Text keys of the problems, by field: `text`, `from`, `until`, or a language code. */
export function announcementProblems(form: AnnouncementForm): Record<string, string> {
  const problems: Record<string, string> = {};
  if (form.text.length > ANNOUNCEMENT_MAX_LENGTH) problems.text = 'content.problems.tooLong';
  for (const [language, text] of Object.entries(form.translations)) {
    if ((text?.length ?? 0) > ANNOUNCEMENT_MAX_LENGTH) {
      problems[language] = 'content.problems.tooLong';
    }
  }
  if (form.from && instantOf(form.from) === null) problems.from = 'content.problems.date';
  if (form.until && instantOf(form.until) === null) problems.until = 'content.problems.date';
  if (form.from && form.until && !(Date.parse(form.until) > Date.parse(form.from))) {
    problems.until = 'content.problems.until';
  }
  return problems;
}
