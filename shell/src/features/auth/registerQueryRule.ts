export interface RegisterQueryDecision {
  /** Where to go instead, or null to stay. */
  redirectTo: string | null;
  /** The referral code to remember, when one was given. */
  referralCode: string | null;
}

/**
 * A page opened with a `register` query while not logged in goes to /register/ and
 * remembers the optional referralCode; when logged in, the query is just cleared.
 */
export function decideRegisterQuery(
  location: { pathname: string; search: string },
  loggedIn: boolean,
): RegisterQueryDecision {
  const params = new URLSearchParams(location.search);
  if (!params.has('register')) return { redirectTo: null, referralCode: null };
  const referralCode = params.get('referralCode') || null;
  if (!loggedIn) return { redirectTo: '/register/', referralCode };
  params.delete('register');
  params.delete('referralCode');
  const search = params.toString();
  return { redirectTo: `${location.pathname}${search ? `?${search}` : ''}`, referralCode: null };
}
