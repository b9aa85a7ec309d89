import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { APPS, API_PORT, ROOT_DIR } from '../src/apps.mjs';

const compose = parse(fs.readFileSync(path.join(ROOT_DIR, 'docker-compose.yml'), 'utf8'));

describe('docker-compose.yml', () => {
  it('has postgres, the API and every frontend', () => {
    assert.deepEqual(
      Object.keys(compose.services).sort(),
      ['postgres', 'platform-api', ...APPS.map((app) => app.dir)].sort(),
    );
  });

  for (const [name, service] of Object.entries(compose.services).filter(([, s]) => s.build)) {
    it(`${name} builds from a context and Dockerfile that exist`, () => {
      const context = path.join(ROOT_DIR, service.build.context);
      assert.ok(fs.statSync(context).isDirectory());
      assert.ok(
        fs.existsSync(path.join(context, service.build.dockerfile)),
        service.build.dockerfile,
      );
      const appDir = service.build.args?.APP_DIR;
      if (appDir) assert.ok(fs.existsSync(path.join(ROOT_DIR, appDir, 'package.json')), appDir);
    });
  }

  for (const app of APPS) {
    it(`${app.dir} listens on its own port ${app.port}, as in pnpm start`, () => {
      const service = compose.services[app.dir];
      assert.deepEqual(service.ports, [`${app.port}:${app.port}`]);
      assert.deepEqual(service.build.args, { APP_DIR: app.dir, PORT: String(app.port) });
    });
  }

  it('serves the API on its port with a database URL', () => {
    const api = compose.services['platform-api'];
    assert.deepEqual(api.ports, [`${API_PORT}:${API_PORT}`]);
    assert.match(api.environment.DATABASE_URL, /^postgres:\/\/.+@postgres:5432\//);
  });
});
