import { useTranslation } from 'react-i18next';
import { LocalTime, useRequest } from '@croupier/ui';
import { ListTable } from '../tables';
import { ConfirmButton } from '../forms';
import { ListSection } from './ListSection';
import { NamedAccessForm } from './NamedAccessForm';
import { apiKeyNameError } from './accessValidation';
import { brandsText, rolesText } from './brandsText';
import { createApiKey, loadApiKeys, revokeApiKey, type ApiKey } from './staffApi';
import { useListActions } from './useListActions';

/** API keys for machines: their access and last use, revocation, and issuing a new one. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const apiKeys = useRequest(loadApiKeys);
  const actions = useListActions(apiKeys.reload);
  const revoke = (apiKey: ApiKey) =>
    actions.act(apiKey.id, async () => {
      await revokeApiKey(apiKey.id);
    });

  return (
    <ListSection titleId="api-keys-title" title={t('apiKeys.title')} actions={actions}>
      <ListTable
        request={apiKeys}
        empty={t('apiKeys.empty')}
        columns={[
          { label: t('apiKeys.name') },
          { label: t('staff.roles') },
          { label: t('staff.brands') },
          { label: t('apiKeys.createdBy') },
          { label: t('apiKeys.lastUsedAt') },
          { label: t('staff.status') },
          { label: t('staff.actions') },
        ]}
        rowOf={(apiKey) => (
          <tr key={apiKey.id}>
            <td>{apiKey.name}</td>
            <td>{rolesText(t, apiKey)}</td>
            <td>{brandsText(t, apiKey)}</td>
            <td>
              {apiKey.createdBy} · <LocalTime at={apiKey.createdAt} />
            </td>
            <td>
              {apiKey.lastUsedAt ? (
                <LocalTime at={apiKey.lastUsedAt} withTime />
              ) : (
                t('apiKeys.neverUsed')
              )}
            </td>
            <td>
              {apiKey.revokedAt ? (
                <>
                  {t('apiKeys.revokedAt')} <LocalTime at={apiKey.revokedAt} />
                </>
              ) : (
                t('staff.active')
              )}
            </td>
            <td>
              {!apiKey.revokedAt && (
                <ConfirmButton
                  label={t('apiKeys.revoke')}
                  question={t('apiKeys.revokeOf', { name: apiKey.name })}
                  disabled={actions.sendingId !== null}
                  onConfirm={() => void revoke(apiKey)}
                />
              )}
            </td>
          </tr>
        )}
      />
      <CreateApiKeyForm
        onCreated={(name, key) => {
          actions.show({
            title: t('apiKeys.createdTitle', { name }),
            secrets: [{ label: t('apiKeys.key'), value: key }],
          });
          void apiKeys.reload();
        }}
      />
    </ListSection>
  );
}

function CreateApiKeyForm({ onCreated }: { onCreated: (name: string, key: string) => void }) {
  const { t } = useTranslation();
  return (
    <NamedAccessForm
      idPrefix="api-key-create"
      texts={{
        title: t('apiKeys.createTitle'),
        name: t('apiKeys.name'),
        submit: t('apiKeys.create'),
      }}
      nameError={apiKeyNameError}
      create={async (name, access) => {
        const created = await createApiKey({ name, ...access });
        onCreated(created.apiKey.name, created.key);
      }}
    />
  );
}
