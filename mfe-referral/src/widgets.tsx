import { Referral } from './features/referral-widget';

export const widgets = { Referral };
