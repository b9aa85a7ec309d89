/** The link a player shares: the shell's `?register` rule carries the code to /register/. */
export function referralLink(origin: string, referralCode: string): string {
  return `${origin}/?register&referralCode=${encodeURIComponent(referralCode)}`;
}
