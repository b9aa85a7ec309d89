import i18next from 'i18next';
import ChainedBackend, { type ChainedBackendOptions } from 'i18next-chained-backend';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import LocalStorageBackend, { type LocalStorageBackendOptions } from 'i18next-localstorage-backend';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@croupier/contracts';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  resolveInitialLanguage,
  translationUrl,
} from './language';

export const TRANSLATION_CACHE_EXPIRY_MS = 3_600_000;

// Each remote ships its namespace files with its own deployment, so a namespace loads from the
// origin its remote registered; unregistered namespaces load from the page's origin.
const namespaceOrigins = new Map<string, string>();

export function registerNamespaceOrigin(namespace: string, baseUrl: string): void {
  namespaceOrigins.set(namespace, baseUrl.replace(/\/+$/, ''));
}

/** The http backend's loadPath for one namespace; i18next fills in `{{lng}}` and `{{ns}}`. */
export function translationLoadPath(namespace: string): string {
  return translationUrl(namespaceOrigins.get(namespace) ?? '', '{{lng}}', '{{ns}}');
}

export interface InitI18nOptions {
  /** Known once the brand config is: the language is then saved, so every later page uses it. */
  brandDefaultLanguage?: string;
  namespaces: string[];
  defaultNamespace: string;
}

let initialization: Promise<unknown> | null = null;
/** Whether a key was missing in the player's language: only then is the fallback fetched. */
let fallbackWanted = false;

/**
 * A key the active language lacks (its namespace loaded, so not merely still on its way): from
 * now on id-ID fills the gaps, and switching to the same language again loads it and re-renders.
 */
function onMissingKey(_languages: readonly string[], namespace: string): void {
  if (fallbackWanted || !i18next.hasResourceBundle(i18next.language, namespace)) return;
  fallbackWanted = true;
  void i18next.changeLanguage(i18next.language);
}

/**
 * Initialises the one shared i18next instance. The shell and a remote running standalone both
 * call it; later calls only load their namespaces.
 */
export async function initI18n({
  brandDefaultLanguage,
  namespaces,
  defaultNamespace,
}: InitI18nOptions): Promise<typeof i18next> {
  if (initialization) {
    await initialization;
    await loadNamespaces(namespaces);
    return i18next;
  }
  const language = resolveInitialLanguage(brandDefaultLanguage);
  // A page without the brand (the launch-game page) must not save id-ID over the brand's default.
  if (brandDefaultLanguage !== undefined) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  i18next.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
  });
  initialization = i18next
    .use(ChainedBackend)
    .use(initReactI18next)
    .init<ChainedBackendOptions>({
      lng: language,
      // Every locale ships every key (checked in CI), so the fallback is rarely needed: it is
      // fetched on the first missing key rather than beside every language on every page.
      fallbackLng: () => (fallbackWanted ? [FALLBACK_LANGUAGE] : []),
      saveMissing: true,
      missingKeyHandler: onMissingKey,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      // Only the full codes exist as files: never request 'en' for 'en-US'.
      load: 'currentOnly',
      ns: namespaces,
      defaultNS: defaultNamespace,
      // React escapes rendered text already.
      interpolation: { escapeValue: false },
      // Keeps the library's promotional console line out of players' consoles.
      showSupportNotice: false,
      backend: {
        backends: [LocalStorageBackend, HttpBackend],
        backendOptions: [
          {
            expirationTime: TRANSLATION_CACHE_EXPIRY_MS,
            // A release moves a remote to a new versioned folder: its cached namespace is stale.
            getVersion: (_language, namespace) => namespaceOrigins.get(namespace) ?? '',
          } satisfies LocalStorageBackendOptions,
          {
            loadPath: (_languages, requestedNamespaces) =>
              translationLoadPath(requestedNamespaces[0] ?? defaultNamespace),
          } satisfies HttpBackendOptions,
        ],
      },
    });
  await initialization;
  return i18next;
}

export async function changeLanguage(language: LanguageCode): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18next.changeLanguage(language);
}

export function loadNamespaces(namespaces: string | string[]): Promise<void> {
  return i18next.loadNamespaces(namespaces);
}
