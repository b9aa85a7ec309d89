import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cacheControlFor } from '../src/serve.mjs';

describe('cacheControlFor', () => {
  it('lets hashed chunks be cached for a year', () => {
    assert.equal(
      cacheControlFor('/dist/static/main.0123456789.js'),
      'public, max-age=31536000, immutable',
    );
  });

  for (const file of [
    '/dist/mf-manifest.json',
    '/dist/remoteEntry.js',
    '/dist/index.html',
    '/dist/locales/en-US/shell.json',
  ]) {
    it(`revalidates ${file}`, () => {
      assert.equal(cacheControlFor(file), 'no-cache');
    });
  }
});
