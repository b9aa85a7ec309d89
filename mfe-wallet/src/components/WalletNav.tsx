import { SectionNav, type SectionPage } from '@croupier/ui';

/** Wallet routes (docs/architecture.md#product-rules), with the trailing slash the site uses. */
const WALLET_PAGES: SectionPage[] = [
  { to: '/account/wallet/deposit/', labelKey: 'nav.deposit' },
  { to: '/account/wallet/withdraw/', labelKey: 'nav.withdraw' },
  { to: '/account/wallet/swap/', labelKey: 'nav.swap' },
  { to: '/account/wallet/history/', labelKey: 'nav.history' },
  { to: '/account/wallet/account/', labelKey: 'nav.account' },
];

export function WalletNav() {
  return <SectionNav namespace="wallet" pages={WALLET_PAGES} />;
}
