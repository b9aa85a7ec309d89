// A browser fingerprint binds the session token to this browser: 8 components in a
// fixed order, joined with '|'.

export const FINGERPRINT_COMPONENTS = [
  'userAgent',
  'language',
  'colorDepth',
  'cookieEnabled',
  'deviceMemory',
  'doNotTrack',
  'screenResolution',
  'vendor',
] as const;
export type FingerprintComponent = (typeof FINGERPRINT_COMPONENTS)[number];

/** The navigator fields read; `deviceMemory` is missing from TypeScript's DOM types and from some browsers. */
export type FingerprintNavigator = Partial<
  Pick<Navigator, 'userAgent' | 'language' | 'cookieEnabled' | 'doNotTrack' | 'vendor'>
> & { deviceMemory?: number };

export type FingerprintScreen = Partial<Pick<Screen, 'colorDepth' | 'width' | 'height'>>;

export function collectFingerprintComponents(
  nav: FingerprintNavigator = navigator,
  scr: FingerprintScreen = screen,
): Record<FingerprintComponent, string> {
  const hasResolution = scr.width !== undefined && scr.height !== undefined;
  return {
    userAgent: text(nav.userAgent),
    language: text(nav.language),
    colorDepth: text(scr.colorDepth),
    cookieEnabled: text(nav.cookieEnabled),
    deviceMemory: text(nav.deviceMemory),
    doNotTrack: text(nav.doNotTrack),
    screenResolution: hasResolution ? `${scr.width}x${scr.height}` : '',
    vendor: text(nav.vendor),
  };
}

export function buildFingerprint(
  nav: FingerprintNavigator = navigator,
  scr: FingerprintScreen = screen,
): string {
  const components = collectFingerprintComponents(nav, scr);
  return FINGERPRINT_COMPONENTS.map((name) => components[name]).join('|');
}

function text(value: string | number | boolean | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
