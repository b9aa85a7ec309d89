import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  getOriginalsPublicKey,
  getOriginalsRound,
  getOriginalsSeeds,
  isLoggedIn,
  useAuthStore,
} from '@croupier/shared';
import { useSearchParams } from '@croupier/shared/router';
import { buttons } from '@croupier/ui';
import {
  EMPTY_INPUTS,
  GAMES,
  inputsOfRecord,
  parseRecord,
  problemOf,
  verifyRound,
  type Verdict,
  type Verification,
  type VerifyInputs,
} from './verifyForm';
import { ORIGINAL_GAME_NAMES } from './gameNames';
import styles from './Originals.module.scss';

type TextInput = Exclude<keyof VerifyInputs, 'game' | 'record'>;
const TEXT_FIELDS: TextInput[] = [
  'serverSeed',
  'serverSeedHash',
  'clientSeed',
  'nonce',
  'params',
  'edge',
];

/**
 * `/play/originals/verify/`: recomputes a round from its seeds in the browser and checks the seed
 * commitment and the platform's signature. Public; `?roundId=` fills it from the player's round.
 */
export function VerifyPage() {
  const { t } = useTranslation('games');
  const [searchParams] = useSearchParams();
  const roundId = searchParams.get('roundId');
  const loggedIn = useAuthStore(isLoggedIn);
  const [inputs, setInputs] = useState<VerifyInputs>(EMPTY_INPUTS);
  const [notice, setNotice] = useState<string | null>(null);
  const [verification, setVerification] = useState<Verification | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!roundId || !loggedIn) return;
    let current = true;
    void Promise.all([getOriginalsRound(roundId), getOriginalsSeeds()]).then(
      ([round, seeds]) => {
        if (!current) return;
        // Only a rotated pair's server seed is revealed: the last one comes with the seeds.
        const revealed =
          seeds.previous?.serverSeedHash === round.serverSeedHash ? seeds.previous.serverSeed : '';
        setInputs(inputsOfRecord(round, revealed));
        setNotice(revealed ? null : t('originals.verify.notRevealed'));
      },
      (error: unknown) => current && setFailure(errorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [roundId, loggedIn, t]);

  const problem = problemOf(inputs);
  const change = (field: keyof VerifyInputs, value: string) =>
    setInputs((shown) => ({ ...shown, [field]: value }));

  function changeRecord(text: string) {
    const record = parseRecord(text);
    // A pasted record fills the inputs it states; the text stays as pasted.
    setInputs((shown) => ({
      ...(record ? inputsOfRecord(record, shown.serverSeed) : shown),
      record: text,
    }));
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    setChecking(true);
    setFailure(null);
    try {
      setVerification(await verifyRound(inputs, getOriginalsPublicKey));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setChecking(false);
    }
  }

  return (
    <section className={styles.page}>
      <h1>{t('originals.verify.title')}</h1>
      <p>{t('originals.verify.intro')}</p>
      {roundId && !loggedIn && <p>{t('originals.verify.logInForRound')}</p>}
      {notice && <p role="status">{notice}</p>}
      <div className={styles.game}>
        <form className={styles.controls} onSubmit={(event) => void verify(event)} noValidate>
          {TEXT_FIELDS.slice(0, 4).map((field) => (
            <TextInputField key={field} field={field} inputs={inputs} onChange={change} />
          ))}
          <div className={styles.field}>
            <label htmlFor="verify-game">{t('originals.verify.game')}</label>
            <select
              id="verify-game"
              value={inputs.game}
              onChange={(event) => change('game', event.target.value)}
            >
              {GAMES.map((game) => (
                <option key={game} value={game}>
                  {ORIGINAL_GAME_NAMES[game]}
                </option>
              ))}
            </select>
          </div>
          {TEXT_FIELDS.slice(4).map((field) => (
            <TextInputField key={field} field={field} inputs={inputs} onChange={change} />
          ))}
          <div className={styles.field}>
            <label htmlFor="verify-record">{t('originals.verify.record')}</label>
            <textarea
              id="verify-record"
              value={inputs.record}
              spellCheck={false}
              onChange={(event) => changeRecord(event.target.value)}
            />
          </div>
          {problem && <p className={styles.invalid}>{t(`originals.verify.problem.${problem}`)}</p>}
          <button
            type="submit"
            className={buttons.primary}
            disabled={problem !== null || checking}
            aria-busy={checking}
          >
            {t('originals.verify.submit')}
          </button>
          {failure && <p role="alert">{failure}</p>}
        </form>
        {verification && <VerificationResult verification={verification} />}
      </div>
    </section>
  );
}

function TextInputField({
  field,
  inputs,
  onChange,
}: {
  field: TextInput;
  inputs: VerifyInputs;
  onChange: (field: TextInput, value: string) => void;
}) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.field}>
      <label htmlFor={`verify-${field}`}>{t(`originals.verify.${field}`)}</label>
      <input
        id={`verify-${field}`}
        value={inputs[field]}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </div>
  );
}

function VerificationResult({ verification }: { verification: Verification }) {
  const { t } = useTranslation('games');
  const checks: Array<[string, Verdict]> = [
    ['seedHash', verification.seedHash],
    ['outcome', verification.outcomeMatchesRecord],
    ['signature', verification.signature],
  ];
  return (
    <section className={styles.verify} aria-labelledby="verify-result" data-testid="verify-result">
      <h2 id="verify-result">{t('originals.verify.result')}</h2>
      <pre className={styles.hex}>{JSON.stringify(verification.outcome)}</pre>
      <ul className={styles.checks}>
        {checks.map(([check, verdict]) => (
          <li key={check}>
            {t(`originals.verify.check.${check}`)}:{' '}
            <span
              className={
                verdict === 'fail' ? styles.fail : verdict === 'pass' ? styles.pass : undefined
              }
            >
              {t(`originals.verify.verdict.${verdict}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
