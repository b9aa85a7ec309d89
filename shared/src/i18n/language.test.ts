import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  resolveInitialLanguage,
} from './language';

beforeEach(() => localStorage.clear());

describe('constants', () => {
  it('supports the 15 spec languages with id-ID as fallback', () => {
    // The spec's list, written out here so that a change to the constant fails this test.
    const specLanguages =
      'en-US es-ES fr-FR hi-IN id-ID it-IT ja-JP ko-KR ms-MY pt-PT ru-RU th-TH tr-TR vi-VN zh-CN';
    expect(SUPPORTED_LANGUAGES).toEqual(specLanguages.split(' '));
    expect(FALLBACK_LANGUAGE).toBe('id-ID');
    expect(LANGUAGE_STORAGE_KEY).toBe('lang');
  });
});

describe('resolveInitialLanguage', () => {
  it("prefers the stored lang, then the brand's default, then id-ID", () => {
    localStorage.setItem('lang', 'ja-JP');
    expect(resolveInitialLanguage('en-US')).toBe('ja-JP');

    localStorage.removeItem('lang');
    expect(resolveInitialLanguage('en-US')).toBe('en-US');
    expect(resolveInitialLanguage()).toBe('id-ID');
  });

  it('skips values that are not supported languages', () => {
    localStorage.setItem('lang', 'xx-XX');
    expect(resolveInitialLanguage('en-US')).toBe('en-US');
    expect(resolveInitialLanguage('en')).toBe('id-ID');
  });
});
