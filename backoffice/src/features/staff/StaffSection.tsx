import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalTime, buttons, useRequest } from '@croupier/ui';
import { ListTable, headings } from '../tables';
import { AccessForm } from './AccessForm';
import { ConfirmButton } from '../forms';
import { CreateStaffForm } from './CreateStaffForm';
import type { ShownSecrets } from './ShownOnceSecrets';
import { ListSection } from './ListSection';
import { brandsText, rolesText } from './brandsText';
import { useListActions } from './useListActions';
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

/** Staff members with their access and status, the actions on each, and the creation form. */
export function StaffSection() {
  const { t } = useTranslation();
  const staff = useRequest(loadStaff);
  const [editingId, setEditingId] = useState<string | null>(null);
  const actions = useListActions(staff.reload);
  const { sendingId } = actions;
  const act = (member: StaffMember, action: () => Promise<ShownSecrets | void>) =>
    actions.act(member.id, action);

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
          { label: t('staff.otpauthUri'), value: otpauthUri, isTotpUri: true },
        ],
      };
    });

  const columns = headings<StaffMember>(
    t,
    'staff',
    ['username', 'roles', 'brands', 'status', 'createdAt', 'actions'],
    [],
    {
      username: { value: (member) => member.username },
      roles: { value: (member) => rolesText(t, member) },
      brands: { value: (member) => brandsText(t, member) },
      status: { value: (member) => statusText(t, member) },
      createdAt: { kind: 'date', value: (member) => member.createdAt },
    },
  );

  return (
    <ListSection titleId="staff-members-title" title={t('staff.membersTitle')} actions={actions}>
      <ListTable
        request={staff}
        empty={t('staff.noMembers')}
        csvName="staff"
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
          actions.show({
            title: t('staff.createdTitle', { username: credentials.member.username }),
            secrets: [
              { label: t('staff.oneTimePassword'), value: credentials.password },
              { label: t('staff.totpSecret'), value: credentials.totpSecret },
              {
                label: t('staff.otpauthUri'),
                value: credentials.otpauthUri,
                isTotpUri: true,
              },
            ],
          });
          void staff.reload();
        }}
      />
    </ListSection>
  );
}

function statusText(t: (key: string) => string, member: StaffMember): string {
  if (member.disabled) return t('staff.disabled');
  return member.mustChangePassword ? t('staff.awaitingFirstLogin') : t('staff.active');
}
