import type { BrandConfig } from '@croupier/contracts';
import { enabledRemote, useBrandStore } from './brandStore';

const config = {
  remotes: [
    { name: 'games', entry: 'http://cdn.test/games/mf-manifest.json', enabled: true, version: '1' },
    {
      name: 'referral',
      entry: 'http://cdn.test/referral/mf-manifest.json',
      enabled: false,
      version: '1',
    },
  ],
} as BrandConfig;

describe('brand store', () => {
  it('keeps a load error until a config arrives', () => {
    useBrandStore.getState().setError('Network Error');
    expect(useBrandStore.getState().error).toBe('Network Error');
    useBrandStore.getState().setConfig(config);
    expect(useBrandStore.getState()).toMatchObject({ config, error: null });
  });

  it('finds only remotes the brand switched on', () => {
    expect(enabledRemote(config, 'games')?.entry).toBe('http://cdn.test/games/mf-manifest.json');
    expect(enabledRemote(config, 'referral')).toBeUndefined();
    expect(enabledRemote(config, 'wallet')).toBeUndefined();
    expect(enabledRemote(null, 'games')).toBeUndefined();
  });
});
