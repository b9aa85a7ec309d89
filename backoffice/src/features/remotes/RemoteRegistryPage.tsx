import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, useRequest, useSubmit } from '@croupier/ui';
import { BrandPicker, useBrands } from '../brand-picker';
import { ReasonForm } from '../forms';
import { hasRole, useSessionStore } from '../session';
import { ListTable } from '../tables';
import { loadRemotes, switchRemote, type RemoteRegistryEntry } from './remoteRegistry';
import styles from './remotes.module.scss';

/** A brand's remotes; the release role switches each on or off, support only reads. */
export function RemoteRegistryPage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const canSwitch = session ? hasRole(session, ['release']) : false;
  const brands = useBrands();
  const [chosenBrand, setChosenBrand] = useState('');
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;

  return (
    <section aria-labelledby="remotes-title">
      <h1 id="remotes-title">{t('remotes.title')}</h1>
      <div className={styles.brandForm}>
        <BrandPicker id="remotes-brand" brands={brands} value={brandId} onChange={setChosenBrand} />
      </div>
      {brandId ? (
        <BrandRemotes key={brandId} brandId={brandId} canSwitch={canSwitch} />
      ) : (
        <p>{t('remotes.pickBrand')}</p>
      )}
    </section>
  );
}

/**
 * One brand's remotes, with their switches when `canSwitch`: a switch asks for its reason and
 * states what it does before it acts.
 */
export function BrandRemotes({ brandId, canSwitch }: { brandId: string; canSwitch: boolean }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadRemotes(brandId), [brandId]);
  const remotes = useRequest(load);
  const [asking, setAsking] = useState<RemoteRegistryEntry | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { isSending, failure, run } = useSubmit();

  async function toggle(remote: RemoteRegistryEntry, reason: string) {
    const enabled = !remote.enabled;
    if (await run(() => switchRemote(brandId, remote.name, enabled, reason))) {
      setAsking(null);
      setOutcome(
        t('remotes.switched', {
          name: remote.name,
          brand: brandId,
          state: t(enabled ? 'remotes.stateOn' : 'remotes.stateOff'),
        }),
      );
      await remotes.reload();
    }
  }

  return (
    <>
      {outcome && <p role="status">{outcome}</p>}
      <FormError message={failure} />
      {asking && (
        <div className={styles.switchForm}>
          <ReasonForm
            key={asking.name}
            id="remote-switch-reason"
            title={t('remotes.switchOf', {
              name: asking.name,
              state: t(asking.enabled ? 'remotes.stateOff' : 'remotes.stateOn'),
            })}
            label={t('remotes.reason')}
            consequence={t(asking.enabled ? 'remotes.offConsequence' : 'remotes.onConsequence', {
              name: asking.name,
              brand: brandId,
            })}
            confirmLabel={t(asking.enabled ? 'remotes.confirmOff' : 'remotes.confirmOn')}
            isSending={isSending}
            onCancel={() => setAsking(null)}
            onConfirm={(reason) => void toggle(asking, reason)}
          />
        </div>
      )}
      <ListTable
        request={remotes}
        empty={t('remotes.empty')}
        csvName={`remotes-${brandId}`}
        columns={[
          { label: t('remotes.name'), value: (remote) => remote.name },
          { label: t('remotes.version'), value: (remote) => remote.version },
          { label: t('remotes.entry'), value: (remote) => remote.entry },
          {
            label: t('remotes.enabled'),
            value: (remote) => t(remote.enabled ? 'remotes.stateOn' : 'remotes.stateOff'),
          },
        ]}
        rowOf={(remote) => (
          <tr key={remote.name}>
            <td>{remote.name}</td>
            <td>{remote.version}</td>
            <td className={styles.entry}>{remote.entry}</td>
            <td>
              <label className={styles.switch}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={remote.enabled}
                  disabled={!canSwitch || isSending}
                  onChange={() => {
                    setOutcome(null);
                    setAsking(remote);
                  }}
                />
                {t(remote.enabled ? 'remotes.on' : 'remotes.off', { name: remote.name })}
              </label>
            </td>
          </tr>
        )}
      />
    </>
  );
}
