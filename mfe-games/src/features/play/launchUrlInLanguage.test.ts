import { launchUrlInLanguage } from './launchUrlInLanguage';

describe('launchUrlInLanguage', () => {
  it("asks the game page for the site's language, keeping the rest of its URL", () => {
    expect(
      launchUrlInLanguage(
        'https://games.example.com/demo-provider/play?token=t&game=PP%3Ax',
        'th-TH',
      ),
    ).toBe('https://games.example.com/demo-provider/play?token=t&game=PP%3Ax&lang=th-TH');
  });

  it('resolves a relative launch URL on the site and replaces a language already there', () => {
    expect(launchUrlInLanguage('/demo-provider/play?token=t&lang=en-US', 'id-ID')).toBe(
      `${window.location.origin}/demo-provider/play?token=t&lang=id-ID`,
    );
  });
});
