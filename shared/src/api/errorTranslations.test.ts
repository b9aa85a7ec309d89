import fs from 'node:fs';
import path from 'node:path';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { SUPPORTED_LANGUAGES } from '../i18n/language';
import { ApiError, ERROR_MESSAGES, ERRORS_NAMESPACE, errorMessage } from './errors';

// The texts ship with the shell, which serves the `errors` namespace to the whole site.
const localesDir = path.join(__dirname, '../../../shell/public/locales');

function errorTexts(language: string): Record<string, string> {
  const file = path.join(localesDir, language, `${ERRORS_NAMESPACE}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

describe('error texts in every language', () => {
  it('are the catalogue texts in en-US', () => {
    expect(errorTexts('en-US')).toEqual(ERROR_MESSAGES);
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en-US'))(
    'has every text translated in %s',
    (language) => {
      const texts = errorTexts(language);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(ERROR_MESSAGES).sort());
      for (const [key, english] of Object.entries(ERROR_MESSAGES)) {
        expect(texts[key]).toEqual(expect.any(String));
        expect(texts[key]).not.toBe(english);
      }
    },
  );

  it("are shown in the player's language", async () => {
    await i18next.init({
      lng: 'id-ID',
      resources: { 'id-ID': { [ERRORS_NAMESPACE]: errorTexts('id-ID') } },
      showSupportNotice: false,
    });
    const config = { headers: {} } as InternalAxiosRequestConfig;

    expect(errorMessage(new ApiError(1, 'jwt expired'))).toBe(errorTexts('id-ID')['1']);
    expect(errorMessage(new AxiosError('Network Error', 'ERR_NETWORK', config))).toBe(
      errorTexts('id-ID').network,
    );
  });
});
