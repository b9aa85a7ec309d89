import { forgetStaticFiles } from '../api/request';
import { useAuthStore } from '../auth/authStore';
import { useUserStore } from '../user/userStore';

/** Test support: both stores back to their initial state, no static file loaded, empty browser storage. */
export function resetStores(): void {
  forgetStaticFiles();
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  useUserStore.setState(useUserStore.getInitialState(), true);
  // Cleared last: resetting the auth store writes `auth-storage` again.
  localStorage.clear();
  sessionStorage.clear();
}
