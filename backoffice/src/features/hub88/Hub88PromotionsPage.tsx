import { useTranslation } from 'react-i18next';
import { hasRole, useSessionStore } from '../session';
import { RewardFailuresTable } from './RewardFailuresTable';
import { SupplierPromoPolicyForm } from './SupplierPromoPolicyForm';
import styles from './hub88.module.scss';

/** Hub88 promotions: how supplier promotions are paid, and free-spin rewards Hub88 refused. */
export function Hub88PromotionsPage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const canWrite = session ? hasRole(session, ['marketing']) : false;
  return (
    <section aria-labelledby="hub88-promotions-title" className={styles.page}>
      <h1 id="hub88-promotions-title">{t('hub88.promotions.title')}</h1>
      <SupplierPromoPolicyForm canWrite={canWrite} />
      <RewardFailuresTable canWrite={canWrite} />
    </section>
  );
}
