import { useTranslation } from 'react-i18next';
import { useBrandStore } from '@croupier/shared';
import styles from './Footer.module.scss';

export function Footer() {
  const { t } = useTranslation('shell');
  const config = useBrandStore((state) => state.config);
  if (!config) return null;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <strong>{config.brandName}</strong>
        <ul className={styles.contacts} aria-label={t('footer.contact')}>
          {config.footer.contacts.map((contact) => (
            <li key={contact.url}>
              <a href={contact.url} target="_blank" rel="noreferrer">
                {contact.label}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.note}>{t('footer.responsible')}</p>
      </div>
    </footer>
  );
}
