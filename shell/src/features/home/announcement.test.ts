import { announcementIn } from './announcement';

const config = {
  defaultLanguage: 'en-US' as const,
  homepageWidget: {
    referral: true,
    announcement: 'Weekly cashback every Monday.',
    announcementTranslations: { 'th-TH': 'เงินคืนรายสัปดาห์ทุกวันจันทร์' },
  },
};

describe('announcementIn', () => {
  it("answers the announcement in the player's language", () => {
    expect(announcementIn(config, 'th-TH')).toEqual({
      text: 'เงินคืนรายสัปดาห์ทุกวันจันทร์',
      language: 'th-TH',
    });
  });

  it("falls back to the brand's default language for a language it lacks or does not know", () => {
    for (const language of ['id-ID', 'de-DE', 'toString']) {
      expect(announcementIn(config, language)).toEqual({
        text: 'Weekly cashback every Monday.',
        language: 'en-US',
      });
    }
  });

  it('falls back when the brand has no translations at all', () => {
    const { announcementTranslations: _, ...untranslated } = config.homepageWidget;
    expect(announcementIn({ ...config, homepageWidget: untranslated }, 'th-TH').text).toBe(
      'Weekly cashback every Monday.',
    );
  });
});
