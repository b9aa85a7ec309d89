import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import english from '../locales/en-US.json';
import indonesian from '../locales/id-ID.json';

const LANGUAGE_KEY = 'backoffice-language';

/** The staff's texts ship inside the bundle: two languages, one namespace. */
export function initI18n() {
  const language = localStorage.getItem(LANGUAGE_KEY) ?? 'en-US';
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en-US',
    supportedLngs: ['en-US', 'id-ID'],
    ns: ['backoffice'],
    defaultNS: 'backoffice',
    resources: { 'en-US': { backoffice: english }, 'id-ID': { backoffice: indonesian } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = language;
  i18next.on('languageChanged', (changed) => {
    localStorage.setItem(LANGUAGE_KEY, changed);
    document.documentElement.lang = changed;
  });
  return i18next;
}
