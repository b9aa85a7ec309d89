import { REMOTE_EXPOSES } from '@croupier/shared';
import { HOME_SECTIONS } from './homeSections';

describe('HOME_SECTIONS', () => {
  it('places widgets only from remotes whose release contract includes ./widgets', () => {
    const widgetSections = HOME_SECTIONS.filter((section) => section.kind === 'widget');
    expect(widgetSections.length).toBeGreaterThan(0);
    for (const section of widgetSections) {
      expect(REMOTE_EXPOSES[section.remote]).toContain('widgets');
    }
  });
});
