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
        csvName="api-keys"
        columns={[
          { label: t('apiKeys.name'), value: (apiKey) => apiKey.name },
          { label: t('staff.roles'), value: (apiKey) => rolesText(t, apiKey) },
          { label: t('staff.brands'), value: (apiKey) => brandsText(t, apiKey) },
          {
            label: t('apiKeys.createdBy'),
            value: (apiKey) => `${apiKey.createdBy} ${apiKey.createdAt}`,
          },
          { label: t('apiKeys.lastUsedAt'), kind: 'date', value: (apiKey) => apiKey.lastUsedAt },
          {
            label: t('staff.status'),
            value: (apiKey) =>
              apiKey.revokedAt
                ? `${t('apiKeys.revokedAt')} ${apiKey.revokedAt}`
                : t('staff.active'),
          },
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
