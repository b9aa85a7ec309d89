// Import rules of the whole repository, checked by `pnpm lint` (docs/architecture.md, "Allowed
// dependencies"). Cycles between modules are checked by .dependency-cruiser.modules.cjs, which
// sees only the module folders: here the composition roots (app.ts, the seed) would close every
// folder into a circle.

/** Test files may import anything: they are left out of the cruise (nothing imports them). */
const TESTS = '\\.(test|spec)\\.tsx?$';
/** Test harness: helpers only tests import. */
const TEST_HARNESS = '(^[^/]+/src/testing/|^platform-api/test/|/test-client\\.ts$)';

const API_MODULES = '^platform-api/src/modules/';
/** The API's base: folders every module may import, which import no module. */
const API_BASE = '^platform-api/src/(http|db|security|money|identity)/';
const APP = '(?:shell|mfe-[^/]+|backoffice)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file imports itself back, directly or through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-module-front-door',
      comment:
        "Outside a module, import it only through its index.ts: the rest is the module's own.",
      severity: 'error',
      from: { path: '^platform-api/src/(modules/[^/]+|[^/]+)', pathNot: TEST_HARNESS },
      to: {
        path: `${API_MODULES}[^/]+/`,
        pathNot: [`${API_MODULES}[^/]+/index\\.ts$`, '^platform-api/src/$1/'],
      },
    },
    {
      name: 'api-module-own-files',
      comment: 'A module imports its own files directly, never through its own index.ts.',
      severity: 'error',
      from: { path: `${API_MODULES}([^/]+)/`, pathNot: `${API_MODULES}[^/]+/index\\.ts$` },
      to: { path: `${API_MODULES}$1/index\\.ts$` },
    },
    {
      name: 'api-base-imports-no-module',
      comment:
        'http, db, security, money and identity sit below every module (the seed fills the ' +
        'database through the modules, as app.ts serves them).',
      severity: 'error',
      from: { path: API_BASE, pathNot: ['^platform-api/src/db/seed/', TEST_HARNESS] },
      to: { path: [API_MODULES, '^platform-api/src/[^/]+\\.ts$'] },
    },
    {
      name: 'contracts-import-only-typebox',
      comment:
        '@croupier/contracts is the bottom layer that the API and every frontend import: it ' +
        'imports its own files and TypeBox, nothing else (no workspace package, no React).',
      severity: 'error',
      from: { path: '^contracts/src/' },
      to: { pathNot: ['^contracts/src/', '(^|/)@sinclair/typebox(/|$)'] },
    },
    {
      name: 'shared-imports-no-app',
      comment: '@croupier/shared is below every app: it never imports the shell, a remote or ui.',
      severity: 'error',
      from: { path: '^shared/src/', pathNot: TEST_HARNESS },
      to: { path: `^(${APP}|ui)/` },
    },
    {
      name: 'feature-front-door',
      comment: 'A feature imports another feature only through its index.ts, never its internals.',
      severity: 'error',
      from: { path: `^(${APP})/src/features/([^/]+)/`, pathNot: TEST_HARNESS },
      to: {
        path: '^$1/src/features/[^/]+/',
        pathNot: ['^$1/src/features/$2/', '^$1/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'feature-imports-no-app',
      comment:
        "Features sit below their app: they never import the app's frame (the shell's app/, a " +
        "remote's routes and widgets) nor another app.",
      severity: 'error',
      from: { path: `^(${APP})/src/features/`, pathNot: TEST_HARNESS },
      to: { path: `^${APP}/`, pathNot: '^$1/src/(features|components|hooks|catalogue|money)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(node_modules|dist|\\.tsbuild)/', TESTS] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
