// The OpenAPI UI and document at /docs are for development: production serves them only when
// SWAGGER_UI=on.

import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, test } from 'node:test';

import { relaxedSettings, startTestApp } from '../../test/harness.js';
import { loadConfig } from '../config.js';

const { app, close } = await startTestApp({ ...relaxedSettings, swaggerUi: false });
after(close);

test('with the Swagger UI off, /docs and its document answer 404', async () => {
  for (const url of ['/docs/', '/docs/json', '/docs/static/index.html']) {
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 404, url);
  }
  // The routes are still described, for the code that reads the document.
  assert.ok(Object.keys((app.swagger() as { paths: object }).paths).length > 0);
});

test('production switches the Swagger UI off unless SWAGGER_UI=on', () => {
  // Production requires the originals' signing key to load its configuration.
  const ORIGINALS_SIGNING_KEY = generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const production = { NODE_ENV: 'production', ORIGINALS_SIGNING_KEY };
  assert.equal(loadConfig(production).app.swaggerUi, false);
  assert.equal(loadConfig({ ...production, SWAGGER_UI: 'on' }).app.swaggerUi, true);
  assert.equal(loadConfig({}).app.swaggerUi, true);
});
