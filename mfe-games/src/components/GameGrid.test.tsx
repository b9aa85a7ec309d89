import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { catalogue, game, providers } from '../testing/fixtures';
import { GameGrid } from './GameGrid';
import { FIRST_SCREEN_TILES } from './GameTile';

const games = [
  ...catalogue,
  game({ id: 6, name: 'Moon Princess' }),
  game({ id: 7, name: 'Fire Joker' }),
];

function renderGrid() {
  render(
    <MemoryRouter>
      <GameGrid games={games} providers={providers} />
    </MemoryRouter>,
  );
  return screen.getAllByTestId('game-tile').map((tile) => ({
    img: within(tile).getByRole('img'),
    sources: [...tile.querySelectorAll('picture > source')],
  }));
}

describe('game tiles', () => {
  it('offer an AVIF, then a WebP, at the widths a tile is drawn at, over the SVG', () => {
    const [first] = renderGrid();
    const raster = (format: string) =>
      [160, 240, 320, 480]
        .map((width) => `/assets/games/1.${format}?w=${width} ${width}w`)
        .join(', ');
    expect(
      first!.sources.map((source) => ({
        type: source.getAttribute('type'),
        srcSet: source.getAttribute('srcset'),
        sizes: source.getAttribute('sizes'),
      })),
    ).toEqual([
      { type: 'image/avif', srcSet: raster('avif'), sizes: '(max-width: 600px) 50vw, 240px' },
      { type: 'image/webp', srcSet: raster('webp'), sizes: '(max-width: 600px) 50vw, 240px' },
    ]);
    expect(first!.img).toHaveAttribute('src', '/assets/games/1.svg');
  });

  it('hold their space with width and height, and load lazily below the first screen', () => {
    const tiles = renderGrid();
    expect(tiles).toHaveLength(7);
    for (const { img } of tiles) {
      expect(img).toHaveAttribute('width', '240');
      expect(img).toHaveAttribute('height', '180');
    }
    expect(tiles.map(({ img }) => img.getAttribute('loading'))).toEqual([
      ...Array<string>(FIRST_SCREEN_TILES).fill('eager'),
      ...Array<string>(tiles.length - FIRST_SCREEN_TILES).fill('lazy'),
    ]);
  });
});
