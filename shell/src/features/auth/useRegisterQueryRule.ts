import { useEffect } from 'react';
import { useLocation, useNavigate } from '@croupier/shared/router';
import { useUserStore } from '@croupier/shared';
import { decideRegisterQuery } from './registerQueryRule';
import { useLoginStatus } from './useLoginStatus';

export function useRegisterQueryRule() {
  const location = useLocation();
  const navigate = useNavigate();
  const status = useLoginStatus();
  useEffect(() => {
    // A stored login token that fails verification is no login: decide once it has been checked.
    if (status === 'checking') return;
    const { redirectTo, referralCode } = decideRegisterQuery(location, status === 'player');
    if (referralCode) useUserStore.getState().setReferralCode(referralCode);
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [location, status, navigate]);
}
