import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  EmptyState,
  FormError,
  Loaded,
  LocalTime,
  TextField,
  buttons,
  forms,
  useRequest,
} from '@croupier/ui';
import { AccessFields } from './AccessFields';
import { ConfirmButton } from './ConfirmButton';
import { ShownOnceSecrets, type Secret } from './ShownOnceSecrets';
import { accessErrors, accessOf, apiKeyNameError, type AccessDraft } from './accessValidation';
import { brandsText, rolesText } from './brandsText';
import { createApiKey, loadApiKeys, revokeApiKey, type ApiKey } from './staffApi';
import styles from './staff.module.scss';

const EMPTY_ACCESS: AccessDraft = { roles: [], allBrands: true, brandList: '' };

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
      <Loaded request={apiKeys}>
        {(keys) =>
          keys.length === 0 ? (
            <EmptyState>{t('apiKeys.empty')}</EmptyState>
          ) : (
            <DataTable
              columns={[
                { label: t('apiKeys.name') },
                { label: t('staff.roles') },
                { label: t('staff.brands') },
                { label: t('apiKeys.createdBy') },
                { label: t('apiKeys.lastUsedAt') },
                { label: t('staff.status') },
                { label: t('staff.actions') },
              ]}
            >
              {keys.map((apiKey) => (
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
              ))}
            </DataTable>
          )
        }
      </Loaded>
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
  const [name, setName] = useState('');
  const [access, setAccess] = useState<AccessDraft>(EMPTY_ACCESS);
  const [showErrors, setShowErrors] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nameError = apiKeyNameError(name.trim());
  const errors = accessErrors(access);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (nameError || Object.keys(errors).length > 0) return;
    setIsSending(true);
    setFailure(null);
    try {
      const created = await createApiKey({ name: name.trim(), ...accessOf(access) });
      setName('');
      setAccess(EMPTY_ACCESS);
      setShowErrors(false);
      onCreated(created.apiKey.name, created.key);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form className={forms.form} aria-label={t('apiKeys.createTitle')} onSubmit={submit} noValidate>
      <h3>{t('apiKeys.createTitle')}</h3>
      <FormError message={failure} />
      <TextField
        id="api-key-name"
        label={t('apiKeys.name')}
        value={name}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={showErrors && nameError ? t(nameError) : null}
      />
      <AccessFields
        idPrefix="api-key-create"
        draft={access}
        errors={showErrors ? errors : {}}
        onChange={setAccess}
      />
      <div className={forms.actions}>
        <button type="submit" className={buttons.primary} disabled={isSending}>
          {isSending ? t('common.sending') : t('apiKeys.create')}
        </button>
      </div>
    </form>
  );
}
