import { hasRole, useSessionStore } from '../session';
import { PaymentsQueuePage } from './PaymentsQueuePage';
import { SecondApprovalPanel } from './SecondApprovalPanel';

/** The queue of pending payments, and below it the brand's second-approval amounts. */
export function PaymentsPage() {
  const session = useSessionStore((state) => state.session);
  return (
    <>
      <PaymentsQueuePage />
      <SecondApprovalPanel canChange={session ? hasRole(session, ['owner']) : false} />
    </>
  );
}
