import fs from 'node:fs';
import path from 'node:path';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { SUPPORTED_LANGUAGES } from '../i18n/language';
import { ERROR_REASONS } from '@croupier/contracts';
import {
  ApiError,
  ERROR_MESSAGES,
  ERRORS_NAMESPACE,
  errorMessage,
  PERIOD_NAMES,
  REASON_MESSAGES,
} from './errors';

// The texts ship with the shell, which serves the `errors` namespace to the whole site.
const localesDir = path.join(__dirname, '../../../shell/public/locales');

interface ErrorTexts extends Record<string, unknown> {
  reason: Record<string, string>;
  period: Record<string, string>;
}

function errorTexts(language: string): ErrorTexts {
  const file = path.join(localesDir, language, `${ERRORS_NAMESPACE}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ErrorTexts;
}

/** A refusal as the API answers it, with its reason and raw parameters. */
const refusal = (errorCode: number, reason: string, params: object) =>
  new ApiError(errorCode, 'English text of the server', { errorCode, message: '', reason, params });

async function useLanguage(language: string) {
  await i18next.init({
    lng: language,
    resources: { [language]: { [ERRORS_NAMESPACE]: errorTexts(language) } },
    showSupportNotice: false,
  });
}

describe('error texts in every language', () => {
  it('are the catalogue texts in en-US', () => {
    expect(errorTexts('en-US')).toEqual({
      ...ERROR_MESSAGES,
      reason: REASON_MESSAGES,
      period: PERIOD_NAMES,
    });
    expect(Object.keys(REASON_MESSAGES).sort()).toEqual([...ERROR_REASONS].sort());
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en-US'))(
    'has every text translated in %s',
    (language) => {
      const texts = errorTexts(language);
      expect(Object.keys(texts).sort()).toEqual(
        [...Object.keys(ERROR_MESSAGES), 'period', 'reason'].sort(),
      );
      for (const [key, english] of Object.entries(ERROR_MESSAGES)) {
        expect(texts[key]).toEqual(expect.any(String));
        expect(texts[key]).not.toBe(english);
      }
      for (const [reason, english] of Object.entries(REASON_MESSAGES)) {
        expect(texts.reason[reason]).toEqual(expect.any(String));
        expect(texts.reason[reason]).not.toBe(english);
        // Every parameter of the English text appears in the translation.
        for (const name of english.match(/{{\w+}}/g) ?? []) {
          expect(texts.reason[reason]).toContain(name);
        }
      }
      expect(Object.keys(texts.period).sort()).toEqual(Object.keys(PERIOD_NAMES).sort());
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

describe("a refusal's reason in the player's language", () => {
  it('shows a Thai limit refusal with formatted amounts and a Thai time-out date', async () => {
    await useLanguage('th-TH');
    const limit = refusal(40, 'depositLimit', {
      period: 'day',
      limit: '1000000',
      remaining: '400000.5',
      currency: 'THB',
    });
    expect(errorMessage(limit)).toBe(
      'รายการนี้จะเกินวงเงินฝากรายวันของคุณ 1,000,000.00 THB: เหลืออีก 400,000.50 THB',
    );
    const until = '2026-12-05T09:30:00Z';
    const expectedDate = new Intl.DateTimeFormat('th-TH', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(until));
    expect(expectedDate).toMatch(/ธ\.ค\. 2569/);
    expect(errorMessage(refusal(41, 'timeOut', { until }))).toBe(
      `คุณกำลังพักการเล่นจนถึง ${expectedDate}`,
    );
  });

  it('shows a Japanese AML refusal and self-exclusion with the Japanese date format', async () => {
    await useLanguage('ja-JP');
    expect(
      errorMessage(refusal(42, 'amlVerificationRequired', { amount: '5000', currency: 'USDT' })),
    ).toBe(
      '過去30日間の承認済み入金額が5,000 USDTに達しました。再度入金する前に本人確認を行ってください。',
    );
    const until = '2027-06-01T00:00:00Z';
    const expectedDate = new Intl.DateTimeFormat('ja-JP', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(until));
    expect(expectedDate).toMatch(/^2027\/06\/01/);
    expect(errorMessage(refusal(41, 'selfExcluded', { until }))).toBe(
      `${expectedDate}まで自己排除中です。`,
    );
    expect(
      errorMessage(
        refusal(40, 'wagerLimit', {
          period: 'week',
          limit: '200',
          remaining: '0',
          currency: 'USD',
        }),
      ),
    ).toBe('1週間のベット上限 200.00 USD を超えてしまいます。残りは 0.00 USD です。');
  });

  it("falls back to the server's message for a reason the site does not know", async () => {
    await useLanguage('ja-JP');
    expect(errorMessage(refusal(40, 'someFutureReason', {}))).toBe('English text of the server');
  });
});
