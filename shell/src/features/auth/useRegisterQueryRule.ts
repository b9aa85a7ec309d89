import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isLoggedIn, useAuthStore, useUserStore } from '@croupier/shared';
import { decideRegisterQuery } from './registerQueryRule';

export function useRegisterQueryRule() {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useAuthStore(isLoggedIn);
  useEffect(() => {
    const { redirectTo, referralCode } = decideRegisterQuery(location, loggedIn);
    if (referralCode) useUserStore.getState().setReferralCode(referralCode);
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [location, loggedIn, navigate]);
}
