import { render } from '@testing-library/react';
import { BannerPicture } from './BannerPicture';

const art = (layout: string) => `/assets/brands/croupier/banners/welcome-${layout}.svg`;
const banner = (img: string) => ({ img, redirect: '/register/', order: 1 });

function sourcesOf(container: HTMLElement) {
  return [...container.querySelectorAll('picture > source')].map((source) => ({
    media: source.getAttribute('media'),
    type: source.getAttribute('type'),
    first: source.getAttribute('srcset')?.split(', ')[0],
    sizes: source.getAttribute('sizes'),
  }));
}

describe('BannerPicture', () => {
  it('offers each layout as an AVIF, then a WebP, before its SVG, the phone art on phones', () => {
    const { container } = render(
      <BannerPicture
        desktop={banner(art('desktop'))}
        mobile={banner(art('mobile'))}
        alt="Welcome"
      />,
    );
    const phone = '(max-width: 767px)';
    expect(sourcesOf(container)).toEqual([
      {
        media: phone,
        type: 'image/avif',
        first: '/assets/brands/croupier/banners/welcome-mobile.avif?w=480 480w',
        sizes: '100vw',
      },
      {
        media: phone,
        type: 'image/webp',
        first: '/assets/brands/croupier/banners/welcome-mobile.webp?w=480 480w',
        sizes: '100vw',
      },
      { media: phone, type: null, first: art('mobile'), sizes: null },
      {
        media: null,
        type: 'image/avif',
        first: '/assets/brands/croupier/banners/welcome-desktop.avif?w=960 960w',
        sizes: '(max-width: 1200px) 100vw, 1200px',
      },
      {
        media: null,
        type: 'image/webp',
        first: '/assets/brands/croupier/banners/welcome-desktop.webp?w=960 960w',
        sizes: '(max-width: 1200px) 100vw, 1200px',
      },
    ]);
  });

  it('is fetched first, never lazily, and holds its space before it loads', () => {
    const { getByRole } = render(<BannerPicture desktop={banner(art('desktop'))} alt="Welcome" />);
    const img = getByRole('img', { name: 'Welcome' });
    expect(img).toHaveAttribute('src', art('desktop'));
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '400');
  });

  it('shows an image on another path as it is', () => {
    const { container } = render(
      <BannerPicture desktop={banner('/promotions/summer.jpg')} alt="Summer" />,
    );
    expect(sourcesOf(container)).toEqual([]);
  });

  it("draws the language's own artwork, and the default's in a language without one", () => {
    const thai = '/assets/brands/croupier/uploads/thai-desktop.png';
    const desktop = { ...banner(art('desktop')), imgByLanguage: { 'th-TH': thai } };
    const inThai = render(
      <BannerPicture desktop={desktop} alt="Welcome" language="th-TH" defaultLanguage="en-US" />,
    );
    expect(inThai.getByRole('img', { name: 'Welcome' })).toHaveAttribute('src', thai);
    expect(sourcesOf(inThai.container)[0]?.first).toBe(
      '/assets/brands/croupier/uploads/thai-desktop.avif?w=960 960w',
    );
    inThai.unmount();

    const inEnglish = render(
      <BannerPicture desktop={desktop} alt="Welcome" language="en-US" defaultLanguage="en-US" />,
    );
    expect(inEnglish.getByRole('img', { name: 'Welcome' })).toHaveAttribute('src', art('desktop'));
  });
});
