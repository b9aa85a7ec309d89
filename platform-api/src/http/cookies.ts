// The Cookie and Set-Cookie headers, for the admin API's one session cookie.

/** The value of cookie `name` in a Cookie header, or null. Malformed pairs are skipped. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (header === undefined) return null;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value.startsWith('"') ? value.slice(1, -1) : value);
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieOptions {
  path: string;
  /** 0 deletes the cookie. */
  maxAgeSeconds: number;
  secure: boolean;
}

/** A Set-Cookie value no script can read and no other site's request carries. */
export function sessionCookie(
  name: string,
  value: string,
  { path, maxAgeSeconds, secure }: CookieOptions,
): string {
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`Bad cookie name ${name}`);
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
