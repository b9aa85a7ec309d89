import { useTranslation } from 'react-i18next';
import { NamedAccessForm } from './NamedAccessForm';
import { staffUsernameError } from './accessValidation';
import { createStaff, type StaffCredentials } from './staffApi';

/** A new staff member; the answer's one-time secrets go to `onCreated`. */
export function CreateStaffForm({
  onCreated,
}: {
  onCreated: (credentials: StaffCredentials) => void;
}) {
  const { t } = useTranslation();
  return (
    <NamedAccessForm
      idPrefix="staff-create"
      texts={{
        title: t('staff.createTitle'),
        name: t('staff.username'),
        submit: t('staff.create'),
      }}
      nameError={staffUsernameError}
      create={async (username, access) => onCreated(await createStaff({ username, ...access }))}
    />
  );
}
