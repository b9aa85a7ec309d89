import { useTranslation } from 'react-i18next';
import { useBrandStore } from '@croupier/shared';
import styles from './LiveChat.module.scss';

/**
 * The brand's live-chat desk (brand config `liveChat`), opened in its own tab: a round button in
 * the margin of wide screens, a button above the footer on narrower ones (see the stylesheet), so
 * it never covers what the player reads or presses.
 */
export function LiveChat() {
  const { t } = useTranslation('shell');
  const liveChat = useBrandStore((state) => state.config?.liveChat);
  if (!liveChat?.isActive || !liveChat.url) return null;
  // Its own landmark: content outside every landmark is missed by landmark navigation.
  return (
    <aside className={styles.dock} aria-label={t('liveChat.open')}>
      <a
        className={styles.liveChat}
        href={liveChat.url}
        title={t('liveChat.open')}
        target="_blank"
        rel="noreferrer"
        data-testid="live-chat"
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
          <path d="M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
        </svg>
        <span className={styles.label}>{t('liveChat.open')}</span>
      </a>
    </aside>
  );
}
