type I18nModule = typeof import('./i18n');
type I18next = (typeof import('i18next'))['default'];

const translations: Record<string, Record<string, string>> = {
  'http://localhost:3002/locales/en-US/wallet.json': { title: 'Wallet' },
  'http://localhost:3002/locales/id-ID/wallet.json': { title: 'Dompet' },
  '/locales/en-US/common.json': { hello: 'Hello' },
  '/locales/id-ID/common.json': { hello: 'Halo' },
  '/locales/ko-KR/common.json': { hello: '안녕하세요' },
  '/locales/th-TH/common.json': { bye: 'ลาก่อน' },
  '/locales/id-ID/extra.json': { more: 'Lagi' },
};

const fetchTranslation = jest.fn((url: string) => {
  const body = translations[url];
  return Promise.resolve({
    ok: body !== undefined,
    status: body === undefined ? 404 : 200,
    statusText: body === undefined ? 'Not Found' : 'OK',
    text: () => Promise.resolve(JSON.stringify(body ?? {})),
  });
});

/** A fresh page load: new i18next instance and new module state. */
async function loadFresh(): Promise<{ i18n: I18nModule; i18next: I18next }> {
  let loaded: { i18n: I18nModule; i18next: I18next } | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = { i18n: await import('./i18n'), i18next: (await import('i18next')).default };
  });
  if (!loaded) throw new Error('modules did not load');
  return loaded;
}

const fetchedUrls = () => fetchTranslation.mock.calls.map(([url]) => url);

beforeEach(() => {
  localStorage.clear();
  fetchTranslation.mockClear();
  globalThis.fetch = fetchTranslation as unknown as typeof fetch;
});

describe('constants', () => {
  it('keeps cached translations for an hour', async () => {
    const { i18n } = await loadFresh();

    expect(i18n.TRANSLATION_CACHE_EXPIRY_MS).toBe(3600000);
  });
});

describe('translationLoadPath', () => {
  it("resolves a namespace against its remote's origin, else the page's origin", async () => {
    const { i18n } = await loadFresh();
    i18n.registerNamespaceOrigin('wallet', 'http://localhost:3002/');

    expect(i18n.translationLoadPath('wallet')).toBe(
      'http://localhost:3002/locales/{{lng}}/{{ns}}.json',
    );
    expect(i18n.translationLoadPath('common')).toBe('/locales/{{lng}}/{{ns}}.json');
  });
});

describe('initI18n', () => {
  it('starts in the resolved language and loads each namespace from its origin', async () => {
    const { i18n, i18next } = await loadFresh();
    i18n.registerNamespaceOrigin('wallet', 'http://localhost:3002');

    await i18n.initI18n({
      brandDefaultLanguage: 'en-US',
      namespaces: ['common', 'wallet'],
      defaultNamespace: 'common',
    });

    expect(i18next.language).toBe('en-US');
    expect(fetchedUrls()).toEqual(
      expect.arrayContaining([
        '/locales/en-US/common.json',
        'http://localhost:3002/locales/en-US/wallet.json',
      ]),
    );
    expect(i18next.t('hello')).toBe('Hello');
    expect(i18next.t('title', { ns: 'wallet' })).toBe('Wallet');
  });

  it('starts in id-ID without a saved choice or brand default', async () => {
    const { i18n, i18next } = await loadFresh();

    await i18n.initI18n({ namespaces: ['common'], defaultNamespace: 'common' });

    expect(i18next.language).toBe('id-ID');
    expect(i18next.t('hello')).toBe('Halo');
  });

  it('fetches only the active language, and the id-ID fallback once a key is missing', async () => {
    const { i18n, i18next } = await loadFresh();
    localStorage.setItem('lang', 'th-TH');

    await i18n.initI18n({ namespaces: ['common'], defaultNamespace: 'common' });
    expect(fetchedUrls()).toEqual(['/locales/th-TH/common.json']);
    expect(i18next.t('bye')).toBe('ลาก่อน');

    // th-TH lacks "hello": the fallback loads, and the text follows once it has.
    const fallbackLoaded = new Promise((resolve) => i18next.on('languageChanged', resolve));
    expect(i18next.t('hello')).toBe('hello');
    await fallbackLoaded;
    expect(fetchedUrls()).toContain('/locales/id-ID/common.json');
    expect(i18next.t('hello')).toBe('Halo');
    expect(i18next.language).toBe('th-TH');
  });

  it('does not take a key of a namespace still loading for a missing one', async () => {
    const { i18n, i18next } = await loadFresh();
    localStorage.setItem('lang', 'th-TH');
    await i18n.initI18n({ namespaces: ['common'], defaultNamespace: 'common' });

    expect(i18next.t('more', { ns: 'extra' })).toBe('more');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchedUrls()).toEqual(['/locales/th-TH/common.json']);
  });

  it('caches translations in localStorage for 3600000 ms', async () => {
    const { i18n, i18next } = await loadFresh();

    await i18n.initI18n({
      brandDefaultLanguage: 'en-US',
      namespaces: ['common'],
      defaultNamespace: 'common',
    });

    const backend = i18next.options.backend as { backendOptions: { expirationTime?: number }[] };
    expect(backend.backendOptions[0]?.expirationTime).toBe(3600000);
    const cached = JSON.parse(localStorage.getItem('i18next_res_en-US-common') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(cached).toMatchObject({ hello: 'Hello' });
  });

  it('serves a fresh cache without fetching, and refetches once it is older than an hour', async () => {
    const cacheEntry = (ageMs: number) =>
      JSON.stringify({ hello: 'Cached', i18nStamp: Date.now() - ageMs });
    const options = {
      brandDefaultLanguage: 'en-US',
      namespaces: ['common'],
      defaultNamespace: 'common',
    };

    localStorage.setItem('i18next_res_en-US-common', cacheEntry(3_500_000));
    const fresh = await loadFresh();
    await fresh.i18n.initI18n(options);
    expect(fresh.i18next.t('hello')).toBe('Cached');
    expect(fetchedUrls()).not.toContain('/locales/en-US/common.json');

    localStorage.setItem('i18next_res_en-US-common', cacheEntry(3_700_000));
    const expired = await loadFresh();
    await expired.i18n.initI18n(options);
    expect(expired.i18next.t('hello')).toBe('Hello');
    expect(fetchedUrls()).toContain('/locales/en-US/common.json');
  });

  it("drops a remote's cached namespace once the remote moves to another release folder", async () => {
    const options = {
      brandDefaultLanguage: 'en-US',
      namespaces: ['wallet'],
      defaultNamespace: 'wallet',
    };
    const first = await loadFresh();
    first.i18n.registerNamespaceOrigin('wallet', 'http://localhost:3002');
    await first.i18n.initI18n(options);
    expect(first.i18next.t('title')).toBe('Wallet');

    const sameRelease = await loadFresh();
    sameRelease.i18n.registerNamespaceOrigin('wallet', 'http://localhost:3002');
    fetchTranslation.mockClear();
    await sameRelease.i18n.initI18n(options);
    expect(fetchedUrls()).toEqual([]);

    translations['http://localhost:3002/releases/0.2.0-abc/locales/en-US/wallet.json'] = {
      title: 'Wallet 2',
    };
    const nextRelease = await loadFresh();
    nextRelease.i18n.registerNamespaceOrigin('wallet', 'http://localhost:3002/releases/0.2.0-abc');
    await nextRelease.i18n.initI18n(options);
    expect(nextRelease.i18next.t('title')).toBe('Wallet 2');
  });

  it('initialises once; later calls only load their namespaces', async () => {
    const { i18n, i18next } = await loadFresh();
    const init = jest.spyOn(i18next, 'init');
    i18n.registerNamespaceOrigin('wallet', 'http://localhost:3002');

    await Promise.all([
      i18n.initI18n({
        brandDefaultLanguage: 'en-US',
        namespaces: ['common'],
        defaultNamespace: 'common',
      }),
      i18n.initI18n({
        brandDefaultLanguage: 'ko-KR',
        namespaces: ['wallet'],
        defaultNamespace: 'wallet',
      }),
    ]);

    expect(init).toHaveBeenCalledTimes(1);
    expect(i18next.language).toBe('en-US');
    expect(i18next.hasLoadedNamespace('wallet')).toBe(true);
    expect(i18next.t('title', { ns: 'wallet' })).toBe('Wallet');
  });
});

describe('the language of a first visit', () => {
  it("is the brand's default, saved under lang at once and set on <html lang>", async () => {
    const { i18n } = await loadFresh();

    await i18n.initI18n({
      brandDefaultLanguage: 'en-US',
      namespaces: ['common'],
      defaultNamespace: 'common',
    });

    expect(localStorage.getItem('lang')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('is not saved by a page that does not know the brand, such as the launch-game page', async () => {
    const { i18n } = await loadFresh();

    await i18n.initI18n({ namespaces: ['common'], defaultNamespace: 'common' });

    expect(localStorage.getItem('lang')).toBeNull();
    expect(document.documentElement.lang).toBe('id-ID');
  });

  it('is the saved one on later pages, the launch-game page included', async () => {
    localStorage.setItem('lang', 'en-US');
    const { i18n, i18next } = await loadFresh();

    await i18n.initI18n({ namespaces: ['common'], defaultNamespace: 'common' });

    expect(i18next.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });
});

describe('changeLanguage', () => {
  it('switches the language and saves it under lang', async () => {
    const { i18n, i18next } = await loadFresh();
    await i18n.initI18n({ namespaces: ['common'], defaultNamespace: 'common' });

    await i18n.changeLanguage('ko-KR');

    expect(localStorage.getItem('lang')).toBe('ko-KR');
    expect(document.documentElement.lang).toBe('ko-KR');
    expect(i18next.language).toBe('ko-KR');
    expect(i18next.t('hello')).toBe('안녕하세요');
  });
});

describe('loadNamespaces', () => {
  it('loads a namespace registered after initialisation', async () => {
    const { i18n, i18next } = await loadFresh();
    await i18n.initI18n({
      brandDefaultLanguage: 'en-US',
      namespaces: ['common'],
      defaultNamespace: 'common',
    });

    i18n.registerNamespaceOrigin('wallet', 'http://localhost:3002');
    await i18n.loadNamespaces('wallet');

    expect(fetchedUrls()).toContain('http://localhost:3002/locales/en-US/wallet.json');
    expect(i18next.t('title', { ns: 'wallet' })).toBe('Wallet');
  });
});
