import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, getOriginalsSeeds, rotateOriginalsSeeds } from '@croupier/shared';
import { buttons, Loaded, useRequest, useSubmit } from '@croupier/ui';
import styles from './Originals.module.scss';

/** The API's rule for a client seed: printable ASCII without spaces, 1–64 characters. */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/**
 * The seed pair the next bet draws from (the server seed only as its hash), the client seed to
 * change, and rotation, which reveals the old server seed. `betsPlaced` reloads the nonce.
 */
export function FairnessPanel({ betsPlaced }: { betsPlaced: number }) {
  const { t } = useTranslation('games');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new bet moves the nonce on
  const load = useCallback(() => getOriginalsSeeds(), [betsPlaced]);
  const request = useRequest(load);

  return (
    <section className={styles.fairness} aria-labelledby="originals-fairness">
      <h2 id="originals-fairness">{t('originals.fairness.title')}</h2>
      <Loaded request={request}>
        {(seeds) => {
          return (
            <>
              <dl className={styles.seeds}>
                <dt>{t('originals.fairness.serverSeedHash')}</dt>
                <dd className={styles.hex}>{seeds.serverSeedHash}</dd>
                <dt>{t('originals.fairness.clientSeed')}</dt>
                <dd className={styles.hex}>{seeds.clientSeed}</dd>
                <dt>{t('originals.fairness.nonce')}</dt>
                <dd>{seeds.nonce}</dd>
              </dl>
              <RotateForm
                key={seeds.serverSeedHash}
                clientSeed={seeds.clientSeed}
                onRotated={request.reload}
              />
              {seeds.previous && (
                <div className={styles.previous}>
                  <h3>{t('originals.fairness.previous')}</h3>
                  <dl className={styles.seeds}>
                    <dt>{t('originals.fairness.serverSeed')}</dt>
                    <dd className={styles.hex}>{seeds.previous.serverSeed}</dd>
                    <dt>{t('originals.fairness.serverSeedHash')}</dt>
                    <dd className={styles.hex}>{seeds.previous.serverSeedHash}</dd>
                    <dt>{t('originals.fairness.clientSeed')}</dt>
                    <dd className={styles.hex}>{seeds.previous.clientSeed}</dd>
                    <dt>{t('originals.fairness.lastNonce')}</dt>
                    <dd>{seeds.previous.lastNonce ?? t('originals.fairness.noBets')}</dd>
                  </dl>
                </div>
              )}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

function RotateForm({
  clientSeed,
  onRotated,
}: {
  clientSeed: string;
  onRotated: () => Promise<void>;
}) {
  const { t } = useTranslation('games');
  const [seed, setSeed] = useState(clientSeed);
  const valid = CLIENT_SEED.test(seed);
  const {
    submit: rotate,
    isSending: sending,
    failure,
  } = useSubmit({
    isValid: valid,
    send: async () => {
      await rotateOriginalsSeeds(seed === clientSeed ? undefined : seed);
      // The reloaded pair shows the revealed seed and a new form for the new pair.
      await onRotated();
    },
    describeFailure: errorMessage,
  });

  return (
    <form className={styles.rotate} onSubmit={(event) => void rotate(event)} noValidate>
      <label htmlFor="originals-client-seed">{t('originals.fairness.newClientSeed')}</label>
      <input
        id="originals-client-seed"
        value={seed}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={!valid}
        aria-describedby="originals-client-seed-hint"
        onChange={(event) => setSeed(event.target.value)}
      />
      <p id="originals-client-seed-hint" className={valid ? styles.hint : styles.invalid}>
        {t('originals.fairness.clientSeedRule')}
      </p>
      <button type="submit" className={buttons.secondary} disabled={!valid || sending}>
        {t('originals.fairness.rotate')}
      </button>
      {failure && <p role="alert">{failure}</p>}
    </form>
  );
}
