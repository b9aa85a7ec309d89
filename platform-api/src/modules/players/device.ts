// A login's user agent as staff read it: browser, system and kind of device. Parsed by bowser (a
// maintained parser), never by hand: user agents are too many and too odd for a regex of ours.

import type { PlayerLoginSession } from '@croupier/contracts';
import Bowser from 'bowser';

type Device = NonNullable<PlayerLoginSession['device']>;

const DEVICE_TYPES: ReadonlySet<string> = new Set(['desktop', 'mobile', 'tablet', 'tv', 'bot']);

const named = (name: string | undefined, version: string | undefined) =>
  name ? [name, version].filter(Boolean).join(' ') : null;

/** The device `userAgent` names; null when it names no browser nor system bowser knows. */
export function deviceOf(userAgent: string | null): Device | null {
  if (userAgent === null) return null;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const device: Device = {
    browser: named(browser.name, browser.version),
    os: named(os.name, os.version),
    type:
      platform.type !== undefined && DEVICE_TYPES.has(platform.type)
        ? (platform.type as Device['type'])
        : null,
  };
  return device.browser === null && device.os === null ? null : device;
}
