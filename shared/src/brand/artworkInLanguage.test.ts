import { artworkInLanguage } from './artworkInLanguage';

const banner = '/assets/brands/croupier/banners/welcome-desktop.svg';

describe('artworkInLanguage', () => {
  it("asks for the player's language", () => {
    expect(artworkInLanguage(banner, 'th-TH', 'en-US')).toBe(`${banner}?lang=th-TH`);
    expect(artworkInLanguage(`${banner}?v=2`, 'th-TH', 'en-US')).toBe(`${banner}?v=2&lang=th-TH`);
  });

  it("keeps the plain URL in the brand's default language", () => {
    expect(artworkInLanguage(banner, 'en-US', 'en-US')).toBe(banner);
  });
});
