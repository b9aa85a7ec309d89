import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, LocalTime, buttons, useRequest } from '@croupier/ui';
import { ListTable } from '../tables';
import { AccessForm } from './AccessForm';
import { ConfirmButton } from './ConfirmButton';
import { CreateStaffForm } from './CreateStaffForm';
import { ShownOnceSecrets, type Secret } from './ShownOnceSecrets';
import { brandsText, rolesText } from './brandsText';
import {
  changeStaffAccess,
  loadStaff,
  resetStaffPassword,
  resetStaffTotp,
  setStaffDisabled,
  type Access,
  type StaffMember,
} from './staffApi';
import styles from './staff.module.scss';

interface ShownSecrets {
  title: string;
  secrets: Secret[];
}

/** Staff members with their access and status, the actions on each, and the creation form. */
export function StaffSection() {
  const { t } = useTranslation();
  const staff = useRequest(loadStaff);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState<ShownSecrets | null>(null);

  /** Runs one member's action, then shows the list afresh; a refusal shows the API's message. */
  async function act(member: StaffMember, action: () => Promise<ShownSecrets | void>) {
    setSendingId(member.id);
    setFailure(null);
    try {
      const secrets = await action();
      if (secrets) setShown(secrets);
      await staff.reload();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSendingId(null);
    }
  }

  const saveAccess = (member: StaffMember, access: Access) =>
    act(member, async () => {
      await changeStaffAccess(member.id, access);
      setEditingId(null);
    });

  const resetPassword = (member: StaffMember) =>
    act(member, async () => {
      const { username, password } = await resetStaffPassword(member.id);
      return {
        title: t('staff.newPasswordOf', { username }),
        secrets: [{ label: t('staff.oneTimePassword'), value: password }],
      };
    });

  const resetTotp = (member: StaffMember) =>
    act(member, async () => {
      const { username, totpSecret, otpauthUri } = await resetStaffTotp(member.id);
      return {
        title: t('staff.newTotpOf', { username }),
        secrets: [
          { label: t('staff.totpSecret'), value: totpSecret },
          { label: t('staff.otpauthUri'), value: otpauthUri },
        ],
      };
    });

  const columns = [
    { label: t('staff.username') },
    { label: t('staff.roles') },
    { label: t('staff.brands') },
    { label: t('staff.status') },
    { label: t('staff.createdAt') },
    { label: t('staff.actions') },
  ];

  return (
    <section aria-labelledby="staff-members-title" className={styles.section}>
      <h2 id="staff-members-title">{t('staff.membersTitle')}</h2>
      {shown && (
        <ShownOnceSecrets
          title={shown.title}
          secrets={shown.secrets}
          onDone={() => setShown(null)}
        />
      )}
      <FormError message={failure} />
      <ListTable
        request={staff}
        empty={t('staff.noMembers')}
        columns={columns}
        rowOf={(member) => (
          <Fragment key={member.id}>
            <tr>
              <td>{member.username}</td>
              <td>{rolesText(t, member)}</td>
              <td>{brandsText(t, member)}</td>
              <td>{statusText(t, member)}</td>
              <td>
                <LocalTime at={member.createdAt} />
              </td>
              <td>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={buttons.compactSecondary}
                    disabled={sendingId !== null}
                    onClick={() => setEditingId(member.id)}
                    aria-label={t('staff.changeAccessOf', { username: member.username })}
                  >
                    {t('staff.changeAccess')}
                  </button>
                  <ConfirmButton
                    label={t(member.disabled ? 'staff.enable' : 'staff.disable')}
                    question={t(member.disabled ? 'staff.enableOf' : 'staff.disableOf', {
                      username: member.username,
                    })}
                    disabled={sendingId !== null}
                    onConfirm={() =>
                      void act(member, async () => {
                        await setStaffDisabled(member.id, !member.disabled);
                      })
                    }
                  />
                  <ConfirmButton
                    label={t('staff.resetPassword')}
                    question={t('staff.resetPasswordOf', { username: member.username })}
                    disabled={sendingId !== null}
                    onConfirm={() => void resetPassword(member)}
                  />
                  <ConfirmButton
                    label={t('staff.resetTotp')}
                    question={t('staff.resetTotpOf', { username: member.username })}
                    disabled={sendingId !== null}
                    onConfirm={() => void resetTotp(member)}
                  />
                </div>
              </td>
            </tr>
            {editingId === member.id && (
              <tr>
                <td colSpan={columns.length}>
                  <AccessForm
                    idPrefix={`staff-${member.id}`}
                    title={t('staff.changeAccessOf', { username: member.username })}
                    access={member}
                    isSending={sendingId === member.id}
                    onSave={(access) => void saveAccess(member, access)}
                    onCancel={() => setEditingId(null)}
                  />
                </td>
              </tr>
            )}
          </Fragment>
        )}
      />
      <CreateStaffForm
        onCreated={(credentials) => {
          setShown({
            title: t('staff.createdTitle', { username: credentials.member.username }),
            secrets: [
              { label: t('staff.oneTimePassword'), value: credentials.password },
              { label: t('staff.totpSecret'), value: credentials.totpSecret },
              { label: t('staff.otpauthUri'), value: credentials.otpauthUri },
            ],
          });
          void staff.reload();
        }}
      />
    </section>
  );
}

function statusText(t: (key: string) => string, member: StaffMember): string {
  if (member.disabled) return t('staff.disabled');
  return member.mustChangePassword ? t('staff.awaitingFirstLogin') : t('staff.active');
}
