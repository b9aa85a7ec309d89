import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, LocalTime, useRequest } from '@croupier/ui';
import { ListTable } from '../tables';
import { ConfirmButton } from './ConfirmButton';
import { ShownOnceSecrets, type Secret } from './ShownOnceSecrets';
import { NamedAccessForm } from './NamedAccessForm';
import { apiKeyNameError } from './accessValidation';
import { brandsText, rolesText } from './brandsText';
import { createApiKey, loadApiKeys, revokeApiKey, type ApiKey } from './staffApi';
import styles from './staff.module.scss';

/** API keys for machines: their access and last use, revocation, and issuing a new one. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const apiKeys = useRequest(loadApiKeys);
  const [revokingId, setRevokingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState<{ title: string; secrets: Secret[] } | null>(null);

  async function revoke(apiKey: ApiKey) {
    setRevokingId(apiKey.id);
    setFailure(null);
    try {
      await revokeApiKey(apiKey.id);
      await apiKeys.reload();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRevokingId(null);
    }
  }

  return (
    <section aria-labelledby="api-keys-title" className={styles.section}>
      <h2 id="api-keys-title">{t('apiKeys.title')}</h2>
      {shown && (
        <ShownOnceSecrets
          title={shown.title}
          secrets={shown.secrets}
          onDone={() => setShown(null)}
        />
      )}
      <FormError message={failure} />
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
                  disabled={revokingId !== null}
                  onConfirm={() => void revoke(apiKey)}
                />
              )}
            </td>
          </tr>
        )}
      />
      <CreateApiKeyForm
        onCreated={(name, key) => {
          setShown({
            title: t('apiKeys.createdTitle', { name }),
            secrets: [{ label: t('apiKeys.key'), value: key }],
          });
          void apiKeys.reload();
        }}
      />
    </section>
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
