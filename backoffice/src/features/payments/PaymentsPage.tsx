import { useRequest } from '@croupier/ui';
import { hasRole, useSessionStore } from '../session';
import { loadPaymentBreaches } from './breaches';
import { PaymentBreachesPanel } from './PaymentBreachesPanel';
import { PaymentsQueuePage } from './PaymentsQueuePage';
import { SecondApprovalPanel } from './SecondApprovalPanel';
import { TimeLimitsPanel } from './TimeLimitsPanel';

/**
 * The queue of pending payments, the steps waiting past their time limit, and the brand's
 * second-approval amounts and time limits. A decision in the queue asks for the breaches again, so a
 * decided payment leaves that list at once.
 */
export function PaymentsPage() {
  const session = useSessionStore((state) => state.session);
  const isOwner = session ? hasRole(session, ['owner']) : false;
  const breaches = useRequest(loadPaymentBreaches);
  return (
    <>
      <PaymentsQueuePage onDecided={() => void breaches.reload()} />
      <PaymentBreachesPanel breaches={breaches} />
      <SecondApprovalPanel canChange={isOwner} />
      <TimeLimitsPanel canChange={isOwner} />
    </>
  );
}
