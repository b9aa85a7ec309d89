// No cycles between modules, each folder one node: the wire contract, the API's modules, the
// folders of @croupier/shared and each app's features. Only those folders are cruised, so the composition
// roots that import every module (app.ts, the seed, an app's routes) and the base below them
// close no circle.

const { options } = require('./.dependency-cruiser.cjs');

const MODULE_FOLDERS =
  '^(contracts/src|platform-api/src/modules/[^/]+|shared/src/[^/]+|(shell|mfe-[^/]+)/src/features/[^/]+)';

module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment: 'No module imports itself back through other modules.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${MODULE_FOLDERS}$` },
      to: { circular: true },
    },
  ],
  options: { ...options, includeOnly: { path: `${MODULE_FOLDERS}/` } },
};
