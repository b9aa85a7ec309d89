export { CopyLinkButton } from './CopyLinkButton';
export { ReferralPage } from './ReferralPage';
export { referralLink } from './referralLink';
