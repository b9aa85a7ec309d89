import { useTranslation } from 'react-i18next';
import { SubNav } from '@croupier/ui';

/** Wallet routes (docs/architecture.md#product-rules), with the trailing slash the site uses. */
const WALLET_PAGES = [
  { to: '/account/wallet/deposit/', labelKey: 'nav.deposit' },
  { to: '/account/wallet/withdraw/', labelKey: 'nav.withdraw' },
  { to: '/account/wallet/swap/', labelKey: 'nav.swap' },
  { to: '/account/wallet/history/', labelKey: 'nav.history' },
  { to: '/account/wallet/account/', labelKey: 'nav.account' },
] as const;

export function WalletNav() {
  const { t } = useTranslation('wallet');
  const links = WALLET_PAGES.map(({ to, labelKey }) => ({ to, label: t(labelKey) }));
  return <SubNav links={links} label={t('nav.label')} />;
}
