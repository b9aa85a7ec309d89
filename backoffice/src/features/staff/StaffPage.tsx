import { useTranslation } from 'react-i18next';
import { ApiKeysSection } from './ApiKeysSection';
import { StaffSection } from './StaffSection';

/** The owner's page of who may act in the back office: staff members and machines' API keys. */
export function StaffPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">{t('staff.title')}</h1>
      <StaffSection />
      <ApiKeysSection />
    </section>
  );
}
