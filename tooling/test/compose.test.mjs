import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { APPS, API_PORT, ROOT_DIR } from '../src/apps.mjs';

// Compose resolves YAML merge keys (the shared restart policy).
const compose = parse(fs.readFileSync(path.join(ROOT_DIR, 'docker-compose.yml'), 'utf8'), {
  merge: true,
});
const REMOTES = APPS.filter((app) => !app.isHost);

describe('docker-compose.yml', () => {
  it('has postgres, redis, the one-shot migrate, the API and every frontend', () => {
    assert.deepEqual(
      Object.keys(compose.services).sort(),
      ['postgres', 'redis', 'migrate', 'platform-api', ...APPS.map((app) => app.dir)].sort(),
    );
  });

  it('runs the API as three replicas, stopped gracefully within their grace period', () => {
    const api = compose.services['platform-api'];
    assert.equal(api.deploy.replicas, 3);
    assert.equal(api.environment.REDIS_URL, 'redis://redis:6379');
    assert.ok(Number(api.environment.SHUTDOWN_GRACE_MS) / 1000 < parseInt(api.stop_grace_period));
  });

  it('migrates once, in a one-shot service, before any replica starts', () => {
    const migrate = compose.services.migrate;
    assert.deepEqual(migrate.command, ['pnpm', '--filter', '@croupier/platform-api', 'migrate']);
    assert.equal(migrate.restart, 'no');
    assert.deepEqual(migrate.build, compose.services['platform-api'].build);
    assert.deepEqual(migrate.depends_on, { postgres: { condition: 'service_healthy' } });
    const api = compose.services['platform-api'];
    assert.equal(api.environment.MIGRATIONS, 'off');
    assert.equal(
      api.environment.MIGRATION_DATABASE_URL,
      undefined,
      'replicas hold no owner password',
    );
    assert.deepEqual(api.depends_on.migrate, { condition: 'service_completed_successfully' });
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

  // The one-shot migrate has no health to check: the API waits for its successful exit.
  for (const [name, service] of Object.entries(compose.services).filter(([n]) => n !== 'migrate')) {
    it(`${name} restarts on failure and has a health check`, () => {
      assert.equal(service.restart, 'unless-stopped');
      assert.ok(Array.isArray(service.healthcheck?.test), 'healthcheck.test');
      assert.equal(service.healthcheck.test[0], 'CMD');
    });
  }

  it('starts each service once what it needs is healthy', () => {
    assert.deepEqual(compose.services['platform-api'].depends_on, {
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
    });
    assert.match(compose.services['platform-api'].healthcheck.test.at(-1), /\/health\/ready'/);
    for (const app of APPS) {
      assert.deepEqual(compose.services[app.dir].depends_on, {
        'platform-api': { condition: 'service_healthy' },
      });
    }
  });

  it('keeps PostgreSQL data, receipts and identity documents on named volumes, and mounts the keys and the screening list read-only', () => {
    assert.deepEqual(compose.services.postgres.volumes, ['postgres-data:/var/lib/postgresql/data']);
    const api = compose.services['platform-api'];
    assert.deepEqual(api.volumes, [
      `receipts:${api.environment.RECEIPTS_DIR}`,
      `kyc:${api.environment.KYC_DIR}`,
      '${HUB88_KEYS_DIR:-./deploy/hub88-keys}:/etc/croupier/hub88:ro',
      '${SCREENING_DIR:?set SCREENING_DIR to the folder of screening-list.csv}:/etc/croupier/screening:ro',
    ]);
    assert.equal(api.environment.SCREENING_LIST, '/etc/croupier/screening/screening-list.csv');
    assert.equal(api.environment.HUB88_PUBLIC_KEY_FILE, '/etc/croupier/hub88/hub88-public.pem');
    assert.equal(
      api.environment.HUB88_PRIVATE_KEY_FILE,
      '/etc/croupier/hub88/operator-private.pem',
    );
    assert.deepEqual(Object.keys(compose.volumes).sort(), ['kyc', 'postgres-data', 'receipts']);
  });

  for (const app of REMOTES) {
    it(`${app.dir} serves the release folders of ${app.name} read-only`, () => {
      const service = compose.services[app.dir];
      assert.deepEqual(service.volumes, ['${RELEASES_DIR:-./.data/releases}:/srv/releases:ro']);
      assert.equal(service.environment.RELEASES_ROOT, `/srv/releases/${app.name}`);
    });
  }

  it('checks releases against the shell it runs', () => {
    assert.equal(
      compose.services['platform-api'].environment.SHELL_MANIFEST_URL,
      'http://shell:3000/mf-manifest.json',
    );
  });

  it('publishes no API port: the API is reached through the frontends’ nginx only', () => {
    const api = compose.services['platform-api'];
    assert.equal(api.ports, undefined);
    assert.deepEqual(api.expose, [String(API_PORT)]);
    assert.match(api.environment.DATABASE_URL, /^postgres:\/\/.+@postgres:5432\//);
  });

  it('trusts X-Forwarded-For from the frontends’ nginx addresses only', () => {
    const api = compose.services['platform-api'];
    const proxies = APPS.map((app) => {
      const address = compose.services[app.dir].networks?.default?.ipv4_address;
      assert.ok(address, `${app.dir} has a fixed address`);
      return address;
    });
    assert.equal(new Set(proxies).size, APPS.length);
    assert.deepEqual(api.environment.TRUST_PROXY.split(/[\s,]+/).sort(), proxies.sort());
    const subnet = compose.networks.default.ipam.config[0].subnet;
    assert.ok(proxies.every((address) => address.startsWith(subnet.replace(/0\/24$/, ''))));
  });

  it("migrates as the tables' owner and runs the API as a role of its own", () => {
    const { environment } = compose.services.migrate;
    const user = (url) => /^postgres:\/\/([^:]+):/.exec(url)?.[1];
    assert.equal(
      user(environment.MIGRATION_DATABASE_URL),
      compose.services.postgres.environment.POSTGRES_USER,
    );
    assert.equal(user(environment.DATABASE_URL), 'croupier_app');
    assert.equal(
      compose.services['platform-api'].environment.DATABASE_URL,
      environment.DATABASE_URL,
    );
    assert.ok(
      environment.DATABASE_URL.includes('${POSTGRES_APP_PASSWORD:?'),
      'the API role has a password of its own, with no default',
    );
    assert.ok(environment.MIGRATION_DATABASE_URL.includes('${POSTGRES_PASSWORD:?'));
  });

  it('runs the API in production mode, which refuses demo secrets and the embedded database', () => {
    const api = compose.services['platform-api'];
    assert.equal(api.environment.NODE_ENV, 'production');
  });

  // `${VAR:?message}` makes compose itself stop with the message when VAR is unset or empty.
  const required = /^\$\{(\w+):\?[^}]+\}$/;
  for (const variable of ['OPERATOR_KEY', 'PROVIDER_SECRETS', 'WALLET_XPUB', 'STAFF_SECRET_KEY']) {
    it(`requires ${variable}, with no default`, () => {
      const value = compose.services['platform-api'].environment[variable];
      assert.equal(value?.match(required)?.[1], variable, `${variable}: ${value}`);
    });
  }

  it('requires the database password, with no default', () => {
    assert.equal(
      compose.services.postgres.environment.POSTGRES_PASSWORD,
      '${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD to a long random password}',
    );
    const migrationUrl = compose.services.migrate.environment.MIGRATION_DATABASE_URL;
    assert.ok(migrationUrl.includes('${POSTGRES_PASSWORD:?'), migrationUrl);
    assert.ok(!/demo/.test(JSON.stringify(compose)), 'no demo value anywhere');
  });
});

describe('deploy/nginx/frontend.conf.template', () => {
  const template = fs.readFileSync(
    path.join(ROOT_DIR, 'deploy/nginx/frontend.conf.template'),
    'utf8',
  );
  const proxiedLocations = template
    .split(/\n\s*location /)
    .filter((location) => location.includes('proxy_pass'));

  it('proxies the API paths, /graphql and the admin API to every replica of the API', () => {
    assert.equal(proxiedLocations.length, 3);
    assert.match(template, /upstream platform_api \{\s*server platform-api:4000;\s*\}/);
    for (const location of proxiedLocations) {
      assert.match(location, /proxy_pass http:\/\/platform_api;/);
      // A replica that is stopping or gone: the call goes to the next one.
      assert.match(location, /proxy_next_upstream error timeout http_502 http_503;/);
    }
  });

  it('forwards /admin only where ADMIN_API is on: the back office, never the players’ site', () => {
    const admin = proxiedLocations.find((location) => location.startsWith('^~ /admin/'));
    assert.match(admin ?? '', /if \(\$admin_api != "on"\) \{\s*return 404;/);
    assert.match(template, /set \$admin_api "\$\{ADMIN_API\}";/);
    const dockerfile = fs.readFileSync(path.join(ROOT_DIR, 'deploy/frontend.Dockerfile'), 'utf8');
    assert.match(dockerfile, /^ENV ADMIN_API=off$/m);
    for (const app of APPS) {
      const expected = app.proxiesAdminApi ? 'on' : undefined;
      assert.equal(compose.services[app.dir].environment.ADMIN_API, expected, app.dir);
    }
  });

  it('replaces the client-sent X-Forwarded-For with the peer nginx saw, on every proxied path', () => {
    for (const location of proxiedLocations) {
      assert.match(location, /proxy_set_header X-Forwarded-For \$remote_addr;/);
    }
  });
});

describe('security headers of the frontends behind nginx', () => {
  const nginxDir = path.join(ROOT_DIR, 'deploy/nginx');
  const template = fs.readFileSync(path.join(nginxDir, 'frontend.conf.template'), 'utf8');
  const snippet = fs.readFileSync(path.join(nginxDir, 'security-headers.conf'), 'utf8');

  it('builds the CSP from the remotes’ and games’ origins of the environment', () => {
    const csp = template.match(/set \$csp "([^"]+)";/)?.[1] ?? '';
    assert.match(csp, /script-src 'self' \$\{REMOTE_ORIGINS\};/);
    assert.match(csp, /connect-src 'self' \$\{REMOTE_ORIGINS\};/);
    assert.match(csp, /frame-src \$\{GAME_ORIGINS\};/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  it('sends them, HSTS included, with every file nginx serves itself', () => {
    for (const header of [
      'Content-Security-Policy $csp',
      'X-Frame-Options DENY',
      'X-Content-Type-Options nosniff',
      'Referrer-Policy strict-origin-when-cross-origin',
      'Strict-Transport-Security "max-age=31536000; includeSubDomains"',
    ]) {
      assert.ok(snippet.includes(`add_header ${header} always;`), header);
    }
    // nginx drops the server's add_header lines in a location that has its own.
    const ownHeaders = template.match(/add_header Cache-Control/g).length;
    assert.equal(
      template.match(/include \/etc\/nginx\/security-headers\.conf;/g).length,
      ownHeaders,
    );
  });

  for (const app of APPS) {
    it(`${app.dir} gets the remotes' and the games' origins`, () => {
      const { environment } = compose.services[app.dir];
      assert.equal(
        environment.REMOTE_ORIGINS,
        '${REMOTE_GAMES_URL:-http://localhost:3001} ${REMOTE_WALLET_URL:-http://localhost:3002} ' +
          '${REMOTE_ACCOUNT_URL:-http://localhost:3003} ${REMOTE_REFERRAL_URL:-http://localhost:3004}',
      );
      assert.equal(
        environment.GAME_ORIGINS,
        "${DEMO_PROVIDER_PUBLIC_URL:-'self'} ${HUB88_GAME_ORIGINS:-}",
      );
    });
  }

  it('the image carries the snippet', () => {
    const dockerfile = fs.readFileSync(path.join(ROOT_DIR, 'deploy/frontend.Dockerfile'), 'utf8');
    assert.match(dockerfile, /COPY deploy\/nginx\/security-headers\.conf \/etc\/nginx\//);
  });
});
