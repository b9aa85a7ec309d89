import { rasterArtwork, rasterSrcSet } from './rasterArtwork';

describe('rasterArtwork', () => {
  it('names the WebP or AVIF of an API artwork at a width, keeping its query', () => {
    expect(rasterArtwork('/assets/games/HB/captains-reef.svg', 240)).toBe(
      '/assets/games/HB/captains-reef.webp?w=240',
    );
    expect(rasterArtwork('/assets/games/HB/captains-reef.svg', 240, 'avif')).toBe(
      '/assets/games/HB/captains-reef.avif?w=240',
    );
    expect(
      rasterArtwork('/assets/brands/croupier/banners/jackpot-mobile.svg?lang=th-TH', 640),
    ).toBe('/assets/brands/croupier/banners/jackpot-mobile.webp?lang=th-TH&w=640');
  });

  it('names the variants of an image an operator uploaded, kept as a PNG', () => {
    const upload = '/assets/brands/lagoon/uploads/Xy3_k-9aQpLm0w1zR2tB.png';
    expect(rasterArtwork(upload, 480, 'avif')).toBe(
      '/assets/brands/lagoon/uploads/Xy3_k-9aQpLm0w1zR2tB.avif?w=480',
    );
    expect(rasterSrcSet(upload, [240, 480])).toBe(
      '/assets/brands/lagoon/uploads/Xy3_k-9aQpLm0w1zR2tB.webp?w=240 240w, ' +
        '/assets/brands/lagoon/uploads/Xy3_k-9aQpLm0w1zR2tB.webp?w=480 480w',
    );
  });

  it('leaves an image that is not the API’s artwork as it is', () => {
    for (const url of [
      'https://cdn.example.com/a.svg',
      '/uploads/logo.png',
      '/assets/x.png',
      '/assets/brands/lagoon/logo.png',
    ]) {
      expect(rasterArtwork(url, 240)).toBe(url);
      expect(rasterArtwork(url, 240, 'avif')).toBe(url);
      expect(rasterSrcSet(url, [240, 480])).toBeUndefined();
    }
  });

  it('lists each width of a srcset with its descriptor', () => {
    expect(rasterSrcSet('/assets/providers/HB.svg', [48, 96])).toBe(
      '/assets/providers/HB.webp?w=48 48w, /assets/providers/HB.webp?w=96 96w',
    );
    expect(rasterSrcSet('/assets/providers/HB.svg', [48, 96], 'avif')).toBe(
      '/assets/providers/HB.avif?w=48 48w, /assets/providers/HB.avif?w=96 96w',
    );
  });
});
