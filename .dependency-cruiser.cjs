/**
 * The shape of the house, checked by `npm run lint` (scripts/check-architecture.mjs; the rules in words:
 * docs/developer-guide.md#the-three-floors).
 */
const API = '^apps/api/src';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ── apps/api: http/ over application/ over the libs; tools (bench, simulation, testing) on top ──
    {
      name: 'api-application-not-http',
      comment:
        'The application floor (commands, queries, handlers, stores) knows nothing of HTTP: no controller, DTO, response, guard or pipe.',
      severity: 'error',
      from: { path: `${API}/application/` },
      to: { path: `${API}/(http|bench|simulation|testing)/|${API}/[^/]+[.]ts$` },
    },
    {
      name: 'api-http-not-tools',
      comment:
        'The HTTP floor serves the application; the bench, the simulator and the test support sit above it.',
      severity: 'error',
      from: { path: `${API}/http/`, pathNot: '[.]spec[.]ts$' },
      to: { path: `${API}/(bench|simulation|testing)/` },
    },
    {
      name: 'libs-not-apps',
      comment: 'The libraries are the ground floor: they import no app.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
