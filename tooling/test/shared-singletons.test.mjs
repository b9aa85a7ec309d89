import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sharedSingletons } from '../src/webpack.mjs';

// A workspace package's version is read as the app's build reads it, from the app's folder.
process.chdir(fileURLToPath(new URL('../../shell', import.meta.url)));

const shellPackage = {
  dependencies: {
    react: '^19.2.0',
    'react-dom': '^19.2.0',
    '@apollo/client': '^3.14.1',
    axios: '^1.12.0',
    '@croupier/shared': 'workspace:*',
  },
};

test('the host bundles its singletons into its entry, all but Apollo and axios, loaded when used', () => {
  const shared = sharedSingletons(shellPackage, { eager: true });
  assert.equal(shared.react.eager, true);
  assert.equal(shared['react-dom/'].eager, true);
  assert.equal(shared['@croupier/shared/router'].eager, true);
  assert.equal(shared['@apollo/client'].eager, false);
  assert.equal(shared.axios.eager, false);
});

test('a remote shares the same singletons lazily, with the versions it was built for', () => {
  const shared = sharedSingletons(shellPackage);
  assert.deepEqual(Object.keys(shared).sort(), [
    '@apollo/client',
    '@croupier/shared',
    '@croupier/shared/router',
    'axios',
    'react',
    'react-dom',
    'react-dom/',
    'react/',
  ]);
  assert.ok(Object.values(shared).every((config) => config.singleton && !config.eager));
  assert.match(shared['@croupier/shared/router'].requiredVersion, /^\^\d+\.\d+\.\d+$/);
});
