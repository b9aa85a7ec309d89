import { rasterArtwork, rasterSrcSet } from './rasterArtwork';

describe('rasterArtwork', () => {
  it('names the WebP of an API artwork at a width, keeping its query', () => {
    expect(rasterArtwork('/assets/games/HB/captains-reef.svg', 240)).toBe(
      '/assets/games/HB/captains-reef.webp?w=240',
    );
    expect(
      rasterArtwork('/assets/brands/croupier/banners/jackpot-mobile.svg?lang=th-TH', 640),
    ).toBe('/assets/brands/croupier/banners/jackpot-mobile.webp?lang=th-TH&w=640');
  });

  it('leaves an image that is not the API’s artwork as it is', () => {
    for (const url of ['https://cdn.example.com/a.svg', '/uploads/logo.png', '/assets/x.png']) {
      expect(rasterArtwork(url, 240)).toBe(url);
      expect(rasterSrcSet(url, [240, 480])).toBeUndefined();
    }
  });

  it('lists each width of a srcset with its descriptor', () => {
    expect(rasterSrcSet('/assets/providers/HB.svg', [48, 96])).toBe(
      '/assets/providers/HB.webp?w=48 48w, /assets/providers/HB.webp?w=96 96w',
    );
  });
});
