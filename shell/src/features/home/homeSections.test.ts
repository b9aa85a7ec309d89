import { REMOTE_EXPOSES } from '@croupier/shared';
import { HOME_FIRST_REMOTES, HOME_SECTIONS } from './homeSections';

describe('HOME_SECTIONS', () => {
  it('places widgets only from remotes whose release contract includes ./widgets', () => {
    const widgetSections = HOME_SECTIONS.filter((section) => section.kind === 'widget');
    expect(widgetSections.length).toBeGreaterThan(0);
    for (const section of widgetSections) {
      expect(REMOTE_EXPOSES[section.remote]).toContain('widgets');
    }
  });

  it("preloads only the games remote: referral and transactions wait for the player's scroll", () => {
    expect(HOME_FIRST_REMOTES).toEqual(['games']);
  });
});
