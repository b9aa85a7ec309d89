import { artworkInLanguage, bannerArtworkIn } from './artworkInLanguage';

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

describe('bannerArtworkIn', () => {
  const uploaded = '/assets/brands/croupier/uploads/th.png';
  const withThai = { img: banner, redirect: '/', order: 1, imgByLanguage: { 'th-TH': uploaded } };

  it("draws a language's own artwork as it is", () => {
    expect(bannerArtworkIn(withThai, 'th-TH', 'en-US')).toBe(uploaded);
  });

  it("falls back to the default language's artwork, drawn in the language", () => {
    expect(bannerArtworkIn(withThai, 'vi-VN', 'en-US')).toBe(`${banner}?lang=vi-VN`);
    expect(bannerArtworkIn(withThai, 'en-US', 'en-US')).toBe(banner);
    expect(bannerArtworkIn({ ...withThai, imgByLanguage: undefined }, 'th-TH', 'en-US')).toBe(
      `${banner}?lang=th-TH`,
    );
  });
});
