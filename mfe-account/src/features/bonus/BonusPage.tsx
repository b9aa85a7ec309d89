import type { ReactNode } from 'react';
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
          {(all) => (
            <CardList
              items={all.filter(isOpen)}
              empty={t('bonus.noActive')}
              className={styles.grants}
              keyOf={(grant) => grant.grantId}
              render={(grant) => <GrantCard grant={grant} onForfeited={refresh} />}
            />
          )}
        </Loaded>
      </section>

      <section className={styles.section} aria-labelledby="bonus-offers">
        <h2 id="bonus-offers">{t('bonus.offers')}</h2>
        <BonusCodeForm onClaimed={refresh} />
        <Loaded request={offers}>
          {(list) => (
            <CardList
              items={list}
              empty={t('bonus.noOffers')}
              className={styles.cards}
              keyOf={(offer) => offer.offerId}
              render={(offer) => <OfferCard offer={offer} onClaimed={refresh} />}
            />
          )}
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

/** `items` as a list of cards, or `empty` said when there is none. */
function CardList<Item>({
  items,
  empty,
  className,
  keyOf,
  render,
}: {
  items: Item[];
  empty: string;
  className?: string;
  keyOf: (item: Item) => string;
  render: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}
