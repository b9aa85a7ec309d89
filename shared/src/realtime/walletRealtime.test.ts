import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  Observable,
  type FetchResult,
} from '@apollo/client';
import type { BonusGrantEvent, PaymentNotification } from '@croupier/contracts';
import { eventBus } from '../events/eventBus';
import { selectActiveWalletBalance, useUserStore } from '../user/userStore';
import { realtimeUrl, type RealtimeClient, type RealtimeClientOptions } from './realtimeClient';
import { connectWalletRealtime, countLogin, disconnectWalletRealtime } from './walletRealtime';

const converted: BonusGrantEvent = {
  brandUsername: 'croupier_alice',
  grantId: '11111111-1111-4111-8111-111111111111',
  status: 'completed',
  currency: 'IDR',
  amount: '100000.00',
};

const notification: PaymentNotification = {
  amount: '50000.00',
  brandUsername: 'croupier_alice',
  currency: 'IDR',
  transactionStatus: 'success',
  transactionType: 'deposit',
};

/** Stands in for the realtime server: answers each operation by name. */
function fakeServer(answers: Record<string, FetchResult['data']>) {
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        operations.push({ name: operation.operationName, variables: operation.variables });
        const data = answers[operation.operationName];
        if (data === undefined)
          observer.error(new Error(`no answer for ${operation.operationName}`));
        else observer.next({ data });
        if (operation.operationName === 'CountLogin') observer.complete();
      }),
  );
  const close = jest.fn();
  const client: RealtimeClient = {
    apollo: new ApolloClient({ link, cache: new InMemoryCache() }),
    close,
  };
  return { operations, close, createClient: () => client, client };
}

describe('wallet realtime', () => {
  afterEach(() => disconnectWalletRealtime());

  it('puts pushed balances in the user store and raises deposit decisions and grant changes on the bus', async () => {
    const server = fakeServer({
      NewBalance: {
        newBalance: {
          brandUsername: 'croupier_alice',
          activeWallet: 'IDR',
          walletBalance: {
            IDR: { currency: 'IDR', totalBalance: '50000.00', heldBalance: '0.00' },
          },
          sequence: 1,
        },
      },
      PlayerNotifDepoWd: {
        playerNotifDepoWd: { ...notification, __typename: 'PlayerNotifDepoWd' },
      },
      BonusGrant: { bonusGrant: { ...converted, __typename: 'BonusGrant' } },
    });
    const decisions: PaymentNotification[] = [];
    const off = eventBus.on('wallet:paymentDecided', (event) => decisions.push(event));
    const grants: BonusGrantEvent[] = [];
    const offGrants = eventBus.on('bonus:grantChanged', (event) => grants.push(event));

    connectWalletRealtime({
      authorization: 'alice:secret',
      brandUsername: 'croupier_alice',
      createClient: server.createClient,
    });

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.operations.map((operation) => operation.variables)).toEqual([
      { brandUsername: 'croupier_alice' },
      { brandUsername: 'croupier_alice' },
      { brandUsername: 'croupier_alice' },
    ]);
    expect(selectActiveWalletBalance(useUserStore.getState())?.totalBalance).toBe('50000.00');
    expect(decisions).toEqual([expect.objectContaining(notification)]);
    expect(grants).toEqual([expect.objectContaining(converted)]);
    off();
    offGrants();
  });

  it('refetches the balance once after a skipped sequence number, and once after a reconnection', async () => {
    const pushed = (sequence: number) => ({
      newBalance: {
        brandUsername: 'croupier_alice',
        activeWallet: 'IDR',
        walletBalance: {
          IDR: { currency: 'IDR', totalBalance: `${sequence}000.00`, heldBalance: '0.00' },
        },
        sequence,
      },
    });
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          if (operation.operationName !== 'NewBalance') return;
          for (const sequence of [1, 2, 4, 5]) observer.next({ data: pushed(sequence) });
        }),
    );
    const client: RealtimeClient = {
      apollo: new ApolloClient({ link, cache: new InMemoryCache() }),
      close: jest.fn(),
    };
    const createClient = jest.fn((_options: RealtimeClientOptions) => client);
    const refetchBalances = jest.fn(async () => undefined);

    connectWalletRealtime({
      authorization: 'alice:secret',
      brandUsername: 'croupier_alice',
      createClient,
      refetchBalances,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectActiveWalletBalance(useUserStore.getState())?.totalBalance).toBe('5000.00');
    expect(refetchBalances).toHaveBeenCalledTimes(1);

    createClient.mock.calls[0]?.[0].onReconnected?.();
    expect(refetchBalances).toHaveBeenCalledTimes(2);
  });

  it('keeps one connection per login token and closes it on disconnect', () => {
    const server = fakeServer({ NewBalance: null, PlayerNotifDepoWd: null, BonusGrant: null });
    const options = {
      authorization: 'alice:secret',
      brandUsername: 'croupier_alice',
      createClient: server.createClient,
    };
    expect(connectWalletRealtime(options)).toBe(connectWalletRealtime(options));
    disconnectWalletRealtime();
    expect(server.close).toHaveBeenCalledTimes(1);
  });

  it('raises session:expired when the realtime server ends the login session', () => {
    const server = fakeServer({ NewBalance: null, PlayerNotifDepoWd: null, BonusGrant: null });
    const createClient = jest.fn((_options: RealtimeClientOptions) => server.client);
    const expired = jest.fn();
    const off = eventBus.on('session:expired', expired);

    connectWalletRealtime({
      authorization: 'alice:secret',
      brandUsername: 'croupier_alice',
      createClient,
    });
    createClient.mock.calls[0]?.[0].onSessionEnded?.();
    off();

    expect(createClient).toHaveBeenCalledWith(
      expect.objectContaining({ authorization: 'alice:secret' }),
    );
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('sends countLogin and only logs a failure', async () => {
    const sent = fakeServer({
      CountLogin: { countLogin: { message: 'Login recorded', __typename: 'CountLogin' } },
    });
    await countLogin(sent.client);
    expect(sent.operations.map((operation) => operation.name)).toEqual(['CountLogin']);

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(countLogin(fakeServer({}).client)).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('countLogin failed', expect.any(Error));
    logged.mockRestore();
  });

  it('reaches the realtime service on the page origin', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'play.example' })).toBe(
      'wss://play.example/graphql',
    );
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/graphql',
    );
  });
});
