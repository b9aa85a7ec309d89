import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  FormError,
  Loaded,
  buttons,
  panels,
  useRequest,
  useSubmit,
} from '@croupier/ui';
import { TableOrEmpty, headings } from '../tables';
import { loadPrepaids, prepaidsByGame, syncPrepaids, type Hub88Prepaid } from './hub88';
import styles from './hub88.module.scss';

/**
 * Each Hub88 game's prepaids (the reward templates free rounds are granted from), as the last
 * sync stored them; a sync lists them again (Hub88 allows one listing a minute).
 */
export function Hub88PrepaidsPage() {
  const { t } = useTranslation();
  const prepaids = useRequest(loadPrepaids);
  const sync = useSubmit();

  async function syncNow() {
    if (await sync.run(syncPrepaids)) await prepaids.reload();
  }

  return (
    <section aria-labelledby="prepaids-title">
      <h1 id="prepaids-title">{t('hub88.prepaids.title')}</h1>
      <div className={styles.toolbar}>
        <p>{t('hub88.prepaids.intro')}</p>
        <button
          type="button"
          className={buttons.secondary}
          disabled={sync.isSending}
          onClick={() => void syncNow()}
        >
          {t('hub88.prepaids.sync')}
        </button>
      </div>
      <FormError message={sync.failure} />
      <Loaded request={prepaids}>
        {(listed) =>
          listed.length === 0 ? (
            <EmptyState>{t('hub88.prepaids.empty')}</EmptyState>
          ) : (
            prepaidsByGame(listed).map(([gameCode, ofGame]) => (
              <section key={gameCode} aria-labelledby={`prepaids-${gameCode}`}>
                <h2 id={`prepaids-${gameCode}`} className={styles.game}>
                  {ofGame[0]?.gameName ?? gameCode} <code>{gameCode}</code>
                </h2>
                <TableOrEmpty
                  items={ofGame}
                  empty={t('hub88.prepaids.empty')}
                  csvName={`hub88-prepaids-${gameCode}`}
                  columns={headings<Hub88Prepaid>(
                    t,
                    'hub88.prepaids',
                    ['currency', 'betValue', 'betCount', 'type', 'prepaid'],
                    ['betValue', 'betCount'],
                    {
                      currency: { value: (prepaid) => prepaid.currency },
                      betValue: { value: (prepaid) => prepaid.betValue },
                      betCount: { kind: 'number', value: (prepaid) => prepaid.betCount },
                      type: { value: (prepaid) => prepaid.type },
                      prepaid: { value: (prepaid) => prepaid.prepaidUuid },
                    },
                  )}
                  rowOf={(prepaid) => (
                    <tr key={prepaid.prepaidUuid}>
                      <td>{prepaid.currency}</td>
                      <td className={panels.amount}>
                        {prepaid.betValue ?? t('hub88.prepaids.chosen')}
                      </td>
                      <td className={panels.amount}>
                        {prepaid.betCount ?? t('hub88.prepaids.chosen')}
                      </td>
                      <td>{prepaid.type ?? '—'}</td>
                      <td>
                        <code className={styles.id}>{prepaid.prepaidUuid}</code>
                      </td>
                    </tr>
                  )}
                />
              </section>
            ))
          )
        }
      </Loaded>
    </section>
  );
}
