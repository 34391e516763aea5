/**
 * The house's import rules, checked in `npm run lint` by scripts/check-architecture.mjs (the rules in
 * words: docs/developer-guide.md#the-three-floors). Imports point down only. One section per app; each
 * rule names the floor it keeps.
 */

// apps/web: app (router, providers) → features → components/lib → config/types.
const web = 'apps/web/src';
const webRules = [
  {
    name: 'web-features-not-app',
    comment:
      'The app shell (router, providers) composes the features; nothing below it reaches up into app/. ' +
      'Route paths live in config/route-paths.ts, the query client in lib/query-client.ts.',
    severity: 'error',
    // main.tsx starts the app; test/ renders the whole app for page tests.
    from: { path: `^${web}/`, pathNot: [`^${web}/app/`, `^${web}/main\\.tsx$`, `^${web}/test/`] },
    to: { path: `^${web}/app/` },
  },
  {
    name: 'web-components-not-features',
    comment: 'components/ are shared by every feature and know none of them.',
    severity: 'error',
    from: { path: `^${web}/components/` },
    to: { path: `^${web}/features/` },
  },
  {
    name: 'web-features-through-their-index',
    comment:
      'The router composes the features; where one feature uses another (the payment dialogs on a ' +
      "customers page), it goes through that feature's index.ts, never into its folders.",
    severity: 'error',
    from: { path: `^${web}/features/([^/]+)/` },
    to: {
      path: `^${web}/features/`,
      pathNot: [`^${web}/features/$1/`, `^${web}/features/[^/]+/index\\.ts$`],
    },
  },
];

// apps/api: http/ over application/ over the libs; the tools (bench, simulation, testing) on top.
const api = 'apps/api/src';
const apiRules = [
  {
    name: 'api-application-not-http',
    comment:
      'The application floor (commands, queries, handlers, stores) knows nothing of HTTP: no controller, ' +
      'DTO, response, guard or pipe, nor the tools or the composition root above it.',
    severity: 'error',
    from: { path: `^${api}/application/`, pathNot: '[.]spec[.]ts$' },
    to: { path: `^${api}/(http|bench|simulation|testing)/|^${api}/[^/]+[.]ts$` },
  },
  {
    name: 'api-http-not-tools',
    comment:
      'The HTTP floor serves the application; the bench, the simulator and the test support sit above it.',
    severity: 'error',
    from: { path: `^${api}/http/`, pathNot: '[.]spec[.]ts$' },
    to: { path: `^${api}/(bench|simulation|testing)/` },
  },
  {
    name: 'libs-not-apps',
    comment: 'The libraries are the ground floor: they import no app.',
    severity: 'error',
    from: { path: '^libs/' },
    to: { path: '^apps/' },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...webRules, ...apiRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    // An absolute path: TypeScript 6 finds no inputs when handed the relative one. Type-only imports
    // count too (tsPreCompilationDeps).
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
