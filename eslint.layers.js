/**
 * The layers of the console and of the server, as lint rules (eslint-plugin-boundaries): a module may import
 * only from the layers listed for it. docs/architecture.md explains them.
 */
import boundaries from 'eslint-plugin-boundaries';

/** Console layers, left to right: each may use those before it (and itself). */
const CLIENT_ELEMENTS = [
  { type: 'domain', pattern: 'src/domain' },
  // How anything tells the user something happened (a toast), below the data layer that reports failures.
  { type: 'notices', pattern: 'src/notices' },
  { type: 'api', pattern: 'src/api' },
  { type: 'data', pattern: 'src/data' },
  { type: 'data', pattern: 'src/offline' },
  { type: 'worker', pattern: 'sw' },
  { type: 'navigation', pattern: 'src/navigation' },
  { type: 'components', pattern: 'src/components' },
  { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
  { type: 'app', pattern: 'src/app' },
];

/**
 * Server layers: the core (lib, database client and schema, auth, notifications) under the services (one
 * folder per API base); the app around them (plugins, jobs, seeds, the command line). The console's domain is
 * shared. A service uses another only through its public face, its index.ts.
 */
const SERVER_ELEMENTS = [
  { type: 'server-core', pattern: 'server/lib' },
  { type: 'server-core', pattern: 'server/auth' },
  { type: 'server-core', pattern: 'server/notifications' },
  { type: 'server-app', pattern: 'server/seed' },
  { type: 'server-core', pattern: 'server/db' },
  { type: 'service', pattern: 'server/services/*', capture: ['base'] },
  { type: 'server-app', pattern: 'server/plugins' },
  { type: 'server-app', pattern: 'server/jobs' },
  { type: 'server-app', pattern: 'server/cli' },
];

const may = (from, ...to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

const POLICIES = [
  may('domain', 'domain'),
  may('notices', 'domain'),
  may('api', 'domain', 'api'),
  may('data', 'domain', 'api', 'notices', 'data'),
  may('worker', 'domain', 'api', 'data', 'worker'),
  may('navigation', 'domain', 'data', 'navigation'),
  may('components', 'domain', 'notices', 'data', 'navigation', 'components'),
  // Errors are what the transport hands every layer: the UI shows them.
  {
    from: { element: { types: { anyOf: ['components', 'navigation'] } } },
    allow: { to: { element: { type: 'api' }, file: { path: 'src/api/errors.ts' } } },
  },
  may('feature', 'domain', 'api', 'notices', 'data', 'navigation', 'components'),
  // A feature uses its own files, never another feature's: what two features share moves down a layer.
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
  },
  may('app', 'domain', 'api', 'notices', 'data', 'navigation', 'components', 'feature', 'app'),
  may('server-core', 'domain', 'server-core'),
  may('service', 'domain', 'server-core'),
  // A service uses its own files, and another service only through its public face (its index.ts): what
  // two services both need moves into server/lib, and the folder-loop test keeps services depending one way.
  {
    from: { element: { type: 'service' } },
    allow: { to: { element: { type: 'service', captured: { base: '{{ from.element.captured.base }}' } } } },
  },
  {
    from: { element: { type: 'service' } },
    allow: { to: { element: { type: 'service' }, file: { path: 'server/services/*/index.ts' } } },
  },
  may('server-app', 'domain', 'server-core', 'service', 'server-app'),
];

export const layers = [
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': [...CLIENT_ELEMENTS, ...SERVER_ELEMENTS],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }],
    },
  },
];
