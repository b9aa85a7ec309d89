import { generateKeyPairSync, sign } from 'node:crypto';
import { fireEvent, screen, within } from '@testing-library/react';
import canonicalize from 'canonicalize';
import { useAuthStore, type OriginalsRound } from '@croupier/shared';
import { installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { workedDiceRound } from '../../../../shared/src/testing/fixtures';
import { resetStores } from '../../../../shared/src/testing/resetStores';
import { renderGamesRoute } from '../../testing/renderGamesRoute';

// The worked example of docs/provably-fair.md: nonce 0 rolls 12.66.
const SERVER_SEED = '0e6a256c0fbfd8cf27a5e50c86c7eb62f41bce37bda9da3f257eb6df5056a1af';
const { serverSeedHash: SEED_HASH, roundId: ROUND_ID } = workedDiceRound;

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

function signed(round: Omit<OriginalsRound, 'signature'>): OriginalsRound {
  const signature = sign(null, Buffer.from(canonicalize(round) ?? ''), privateKey);
  return { ...round, signature: signature.toString('base64') };
}

const round = signed(workedDiceRound);

const keyRoute = { '/.well-known/croupier-originals-key': { status: 200, body: pem } };

beforeEach(() => {
  resetStores();
  useAuthStore.setState({ isSessionValid: true });
});

function checks() {
  const result = screen.getByTestId('verify-result');
  return within(result)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

it("fills the player's round and its revealed seed, recomputes it and verifies every check", async () => {
  useAuthStore.setState({
    sessionToken: 'sessiontoken0123456789abcdef',
    loginToken: 'alice:fedcba9876543210',
  });
  installFakeApi({
    ...keyRoute,
    '/v1/originals/round': ok(round),
    '/v1/originals/seeds': ok({
      serverSeedHash: 'a'.repeat(64),
      clientSeed: 'new-seed',
      nonce: 0,
      previous: {
        serverSeed: SERVER_SEED,
        serverSeedHash: SEED_HASH,
        clientSeed: 'player-seed',
        lastNonce: 0,
      },
    }),
  });
  renderGamesRoute(`/play/originals/verify/?roundId=${ROUND_ID}`);

  expect(await screen.findByDisplayValue(SERVER_SEED)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

  expect(await screen.findByText('{"result":"12.66"}')).toBeInTheDocument();
  expect(checks()).toEqual([
    'SHA-256 of the server seed equals its hash: verified',
    "Recomputed outcome equals the record's: verified",
    "The platform's signature of the record: verified",
  ]);
});

it('says when the round’s seed is not revealed yet', async () => {
  useAuthStore.setState({
    sessionToken: 'sessiontoken0123456789abcdef',
    loginToken: 'alice:fedcba9876543210',
  });
  installFakeApi({
    '/v1/originals/round': ok(round),
    '/v1/originals/seeds': ok({
      serverSeedHash: SEED_HASH,
      clientSeed: 'player-seed',
      nonce: 1,
      previous: null,
    }),
  });
  renderGamesRoute(`/play/originals/verify/?roundId=${ROUND_ID}`);

  expect(await screen.findByText(/not revealed yet/)).toBeInTheDocument();
  expect(screen.getByText(/64 hexadecimal characters/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
});

it('verifies a pasted record for a visitor, and catches a changed one', async () => {
  installFakeApi(keyRoute);
  renderGamesRoute('/play/originals/verify/');

  fireEvent.change(screen.getByRole('textbox', { name: 'Server seed (revealed)' }), {
    target: { value: SERVER_SEED },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Signed round record (JSON, optional)' }), {
    target: { value: JSON.stringify({ ...round, payout: '19800' }) },
  });
  expect(screen.getByRole('textbox', { name: 'Client seed' })).toHaveValue('player-seed');
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

  expect(await screen.findByText('{"result":"12.66"}')).toBeInTheDocument();
  expect(checks()).toEqual([
    'SHA-256 of the server seed equals its hash: verified',
    "Recomputed outcome equals the record's: verified",
    "The platform's signature of the record: does not match",
  ]);
});

it('recomputes from typed inputs alone, leaving unchecked what was not given', async () => {
  const requests = installFakeApi({});
  renderGamesRoute('/play/originals/verify/');

  fireEvent.change(screen.getByRole('textbox', { name: 'Server seed (revealed)' }), {
    target: { value: SERVER_SEED },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Client seed' }), {
    target: { value: 'player-seed' },
  });
  fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: 'mines' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Parameters (JSON)' }), {
    target: { value: '{"mines":3}' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

  expect(await screen.findByText('{"mines":[3,7,12]}')).toBeInTheDocument();
  expect(checks()).toEqual([
    'SHA-256 of the server seed equals its hash: not checked',
    "Recomputed outcome equals the record's: not checked",
    "The platform's signature of the record: not checked",
  ]);
  expect(requests).toEqual([]);
});
