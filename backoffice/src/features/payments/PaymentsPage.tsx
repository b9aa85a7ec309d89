import { hasRole, useSessionStore } from '../session';
import { PaymentBreachesPanel } from './PaymentBreachesPanel';
import { PaymentsQueuePage } from './PaymentsQueuePage';
import { SecondApprovalPanel } from './SecondApprovalPanel';
import { TimeLimitsPanel } from './TimeLimitsPanel';

/**
 * The queue of pending payments, the steps waiting past their time limit, and the brand's
 * second-approval amounts and time limits.
 */
export function PaymentsPage() {
  const session = useSessionStore((state) => state.session);
  const isOwner = session ? hasRole(session, ['owner']) : false;
  return (
    <>
      <PaymentsQueuePage />
      <PaymentBreachesPanel />
      <SecondApprovalPanel canChange={isOwner} />
      <TimeLimitsPanel canChange={isOwner} />
    </>
  );
}
