/**
 * The import rules of the server and the web app (docs/architecture.md, "Layers"). `npm run lint`
 * checks them, and each app's layer test runs them in `npm test`.
 *
 * The server, from the bottom up: shared (config, paths, wall clock) · simulator (the farm model,
 * pure) · db · repositories · services · routes and plugins (HTTP), jobs and the CLI · the entry
 * points (app.ts, server.ts, cli/main.ts). A layer imports only layers below it; HTTP, jobs and the
 * CLI reach the data through services, never a repository. A type-only import of the database
 * handle is not an arrow: it is how a caller passes the handle it was given.
 */
const SERVER = '^apps/server/src/';
const layer = (...folders) => `${SERVER}(${folders.join('|')})`;
const SHARED = layer('shared/', 'config\\.ts', 'paths\\.ts');
const SIMULATOR = layer('simulator/');
const DB = layer('db/');
const REPOSITORIES = layer('repositories/');
const SERVICES = layer('services/');
const HTTP = layer('routes/', 'plugins/');
const DRIVERS = layer('jobs/', 'cli/(?!main\\.ts)');
const ENTRIES = layer('app\\.ts', 'server\\.ts', 'cli/main\\.ts');

const upward = (name, from, ...above) => ({
  name,
  comment: `${name}: an upward arrow (docs/architecture.md, "Layers")`,
  severity: 'error',
  from: { path: from, pathNot: '\\.test\\.ts$' },
  to: { path: above },
});

/**
 * The web app, from the bottom up: the shared pieces (components, lib, stores, config, types, locales)
 * · features · the app (the router, the pages, the shell and the outbox, which reopens the features'
 * forms). The shared pieces import neither features nor the app; that features import no other
 * feature and not the app is ESLint's rule (eslint.config.js).
 */
const WEB = '^apps/web/src/';
const WEB_SHARED = `${WEB}(components|lib|stores|config|types|locales)/`;
const WEB_ABOVE_SHARED = `${WEB}(features/|app/|main\\.tsx)`;

/**
 * Inside a feature, from the bottom up: its rules (filters, forms, labels, table: what a list, a form
 * or a tile means, pure functions and schemas) · its api (the server's answers and queries) · its state
 * (model, hooks, stores, live, push, conditions, external and the files at its root) · its components.
 * Each imports only what is below it or beside it in its own tier, and nothing imports a component but
 * another component.
 */
const FEATURE = `${WEB}features/([^/]+)/`;
const FEATURE_RULES = '(filters|forms|labels|table)/';
const inSameFeature = (folders) => `${WEB}features/$1/${folders}`;
const featureRule = (name, from, to) => ({
  name,
  comment: `${name}: an upward arrow inside a feature (docs/architecture.md, "Layers")`,
  severity: 'error',
  from: { path: `${FEATURE}${from}`, pathNot: '\\.test\\.tsx?$' },
  to: { path: inSameFeature(to) },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circle',
      comment: 'Modules import one another in no circle',
      severity: 'error',
      from: { pathNot: '\\.test\\.tsx?$' },
      to: { circular: true },
    },
    upward('shared-imports-nothing-of-the-server', SHARED, SIMULATOR, DB, REPOSITORIES, SERVICES, HTTP, DRIVERS, ENTRIES),
    upward('simulator-is-a-pure-model', SIMULATOR, DB, REPOSITORIES, SERVICES, HTTP, DRIVERS, ENTRIES),
    upward('db-below-repositories', DB, SIMULATOR, REPOSITORIES, SERVICES, HTTP, DRIVERS, ENTRIES),
    upward('repositories-below-services', REPOSITORIES, SERVICES, HTTP, DRIVERS, ENTRIES),
    upward('services-below-routes-jobs-and-cli', SERVICES, HTTP, DRIVERS, ENTRIES),
    upward('http-jobs-and-cli-below-the-entries', `${HTTP}|${DRIVERS}`, ENTRIES),
    upward('http-jobs-and-cli-go-through-services', `${HTTP}|${DRIVERS}`, REPOSITORIES),
    {
      ...upward('http-jobs-and-cli-do-not-touch-the-database', `${HTTP}|${DRIVERS}`, DB),
      to: { path: DB, dependencyTypesNot: ['type-only'] },
    },
    upward('web-shared-pieces-below-features-and-app', WEB_SHARED, WEB_ABOVE_SHARED),
    featureRule('feature-components-on-top', '(?!components/)', 'components/'),
    featureRule('feature-api-below-its-state', 'api/', `(?!api/|${FEATURE_RULES})`),
    featureRule('feature-rules-below-its-api', FEATURE_RULES, `(?!${FEATURE_RULES})`),
  ],
  options: {
    tsPreCompilationDeps: true,
    // The web app's: it maps `@/` to apps/web/src; the server's imports are all relative.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.test\\.tsx?$'] },
    moduleSystems: ['es6'],
  },
};
