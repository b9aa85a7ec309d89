import {
  FINGERPRINT_COMPONENTS,
  buildFingerprint,
  collectFingerprintComponents,
} from './fingerprint';

const nav = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  language: 'id-ID',
  cookieEnabled: true,
  deviceMemory: 8,
  doNotTrack: '1',
  vendor: 'Google Inc.',
};
const scr = { colorDepth: 24, width: 1920, height: 1080 };

describe('fingerprint', () => {
  it('lists the 8 components in the spec order', () => {
    expect(FINGERPRINT_COMPONENTS).toEqual([
      'userAgent',
      'language',
      'colorDepth',
      'cookieEnabled',
      'deviceMemory',
      'doNotTrack',
      'screenResolution',
      'vendor',
    ]);
  });

  it('joins the component values with | in that order', () => {
    expect(buildFingerprint(nav, scr)).toBe(
      'Mozilla/5.0 (X11; Linux x86_64)|id-ID|24|true|8|1|1920x1080|Google Inc.',
    );
  });

  it('keeps a position for every missing value', () => {
    const fingerprint = buildFingerprint({ userAgent: 'UA', doNotTrack: null }, {});

    expect(fingerprint).toBe('UA|||||||');
    expect(fingerprint.split('|')).toHaveLength(8);
  });

  it('collects each component by name', () => {
    expect(collectFingerprintComponents(nav, scr)).toMatchObject({
      screenResolution: '1920x1080',
      cookieEnabled: 'true',
      deviceMemory: '8',
    });
  });

  it('reads the real navigator and screen by default', () => {
    const components = collectFingerprintComponents();

    expect(components.userAgent).toBe(navigator.userAgent);
    expect(components.screenResolution).toBe(`${screen.width}x${screen.height}`);
    expect(buildFingerprint().split('|')).toHaveLength(8);
  });
});
