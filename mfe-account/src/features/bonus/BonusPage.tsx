import { useTranslation } from 'react-i18next';
import { getBonusGrants, getBonusOffers, type BonusGrant } from '@croupier/shared';
import { EmptyState, Loaded, useRequest } from '@croupier/ui';
import { AccountPage } from '../../components/AccountPage';
import { BonusCodeForm } from './BonusCodeForm';
import { CashBonusList } from './CashBonusList';
import { GrantCard } from './GrantCard';
import { OfferCard } from './OfferCard';
import { EndedGrantList } from './EndedGrantList';
import styles from './bonus.module.scss';

const isOpen = (grant: BonusGrant) => grant.status === 'pending' || grant.status === 'active';

/**
 * The player's bonuses (docs/bonus.md): the grants being wagered with every figure behind them,
 * the offers they can take, a code field, and what ended.
 */
export function BonusPage() {
  const { t } = useTranslation('account');
  const grants = useRequest(getBonusGrants);
  const offers = useRequest(getBonusOffers);
  // A claim or a forfeit changes both lists.
  const refresh = () => {
    void grants.reload();
    void offers.reload();
  };

  return (
    <AccountPage title={t('bonus.title')} wide>
      <section className={styles.section} aria-labelledby="bonus-active">
        <h2 id="bonus-active">{t('bonus.active')}</h2>
        <Loaded request={grants}>
          {(all) => {
            const open = all.filter(isOpen);
            return open.length === 0 ? (
              <EmptyState>{t('bonus.noActive')}</EmptyState>
            ) : (
              <ul className={styles.grants}>
                {open.map((grant) => (
                  <li key={grant.grantId}>
                    <GrantCard grant={grant} onForfeited={refresh} />
                  </li>
                ))}
              </ul>
            );
          }}
        </Loaded>
      </section>

      <section className={styles.section} aria-labelledby="bonus-offers">
        <h2 id="bonus-offers">{t('bonus.offers')}</h2>
        <BonusCodeForm onClaimed={refresh} />
        <Loaded request={offers}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState>{t('bonus.noOffers')}</EmptyState>
            ) : (
              <ul className={styles.cards}>
                {list.map((offer) => (
                  <li key={offer.offerId}>
                    <OfferCard offer={offer} onClaimed={refresh} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>

      <section className={styles.section} aria-labelledby="bonus-history">
        <h2 id="bonus-history">{t('bonus.history')}</h2>
        <Loaded request={grants}>
          {(all) => <EndedGrantList grants={all.filter((grant) => !isOpen(grant))} />}
        </Loaded>
        <h3>{t('bonus.cashBonuses')}</h3>
        <CashBonusList />
      </section>
    </AccountPage>
  );
}
