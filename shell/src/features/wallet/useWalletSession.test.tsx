import { act, renderHook } from '@testing-library/react';
import { eventBus } from '@croupier/shared';
import { useWalletSession } from './useWalletSession';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, string>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
    i18n: { language: 'en-US' },
  }),
}));

const grant = {
  brandUsername: 'croupier_alice',
  grantId: '11111111-1111-4111-8111-111111111111',
  currency: 'IDR',
  amount: '100000.00',
};

it('toasts a bonus made or converted to real money, and not one given up or expired', () => {
  const toasts: { kind: string; message: string }[] = [];
  const off = eventBus.on('toast', (toast) => toasts.push(toast));
  renderHook(() => useWalletSession());
  act(() => {
    eventBus.emit('bonus:grantChanged', { ...grant, status: 'active' });
    eventBus.emit('bonus:grantChanged', { ...grant, status: 'completed' });
    eventBus.emit('bonus:grantChanged', { ...grant, status: 'forfeited' });
    eventBus.emit('bonus:grantChanged', { ...grant, status: 'expired' });
  });
  off();
  expect(toasts).toEqual([
    { kind: 'success', message: 'notifications.bonus.active {"amount":"100,000.00 IDR"}' },
    { kind: 'success', message: 'notifications.bonus.completed {"amount":"100,000.00 IDR"}' },
  ]);
});

it('toasts no amount of zero: a grant of free spins only, or one that ended with nothing to convert', () => {
  const toasts: { kind: string; message: string }[] = [];
  const off = eventBus.on('toast', (toast) => toasts.push(toast));
  renderHook(() => useWalletSession());
  act(() => {
    eventBus.emit('bonus:grantChanged', { ...grant, amount: '0.00', status: 'active' });
    eventBus.emit('bonus:grantChanged', { ...grant, amount: '0.00', status: 'completed' });
  });
  off();
  expect(toasts).toEqual([]);
});
