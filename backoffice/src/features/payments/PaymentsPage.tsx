import { hasRole, useSessionStore } from '../session';
import { PaymentBreachesPanel } from './PaymentBreachesPanel';
import { PaymentsQueuePage } from './PaymentsQueuePage';
import { SecondApprovalPanel } from './SecondApprovalPanel';

/**
 * The queue of pending payments, the steps waiting past their time limit, and the brand's
 * second-approval amounts.
 */
export function PaymentsPage() {
  const session = useSessionStore((state) => state.session);
  return (
    <>
      <PaymentsQueuePage />
      <PaymentBreachesPanel />
      <SecondApprovalPanel canChange={session ? hasRole(session, ['owner']) : false} />
    </>
  );
}
