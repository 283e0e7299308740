import type { RouteEntry } from './AppRoute';
import { entryRoutes } from './entryRoutes';

/** The device registry and ingest keys; the page itself tells anyone but staff that it is theirs. */
export const DEVICE_SETTINGS_PATH = '/settings/devices';

/** The company's alert thresholds; everyone signed in reads them, staff change them. */
export const ALERT_SETTINGS_PATH = '/settings/alerts';

/** The company's conventions for its performance figures (adjusted FCR); everyone signed in reads them, staff change them. */
export const PERFORMANCE_SETTINGS_PATH = '/settings/performance';

/** How long the company's raw readings are kept; everyone signed in reads it, staff change it. */
export const READINGS_RETENTION_PATH = '/settings/retention';

/** A batch's history imported from a spreadsheet or another system; the page itself tells anyone but staff that it is theirs. */
export const BATCH_IMPORT_PATH = '/settings/batch-import';

/** The company's users and the producers each follows; the page itself tells anyone but staff that it is theirs. */
export const USER_SETTINGS_PATH = '/settings/users';

/** The farm register: producers, properties, sheds and silos (everyone reads what they may see; staff with Cadastro change it). */
export const REGISTER_PATH = '/settings/register';

/** Changes to the register, people and flocks: who, when, before and after (staff). */
export const AUDIT_PATH = '/settings/audit';
/** The breed lay standards breeder and laying flocks are compared with (everyone with a laying module reads; staff with Cadastro change them). */
export const LAY_STANDARDS_PATH = '/settings/lay-standards';
/** The company's veterinary catalogue: read with Sanidade, kept by staff (docs/health-book.md). */
export const HEALTH_PRODUCTS_PATH = '/settings/health-products';
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';
export const AMBIENCE_SETTINGS_PATH = '/settings/ambience';

/** Weekly report e-mails; anyone whose roles open a module. */
export const REPORT_SETTINGS_PATH = '/settings/reports';

/** Settlement contracts and their versions (staff only; the page tells anyone else). */
export const SETTLEMENT_CONTRACTS_PATH = '/settings/contracts';

/** Producers compared: closed batches ranked over a period and contract (staff; a producer sees his own place). */
export const SETTLEMENT_RANKINGS_PATH = '/settlement/rankings';

/** Closing a batch from its slaughter figures (staff). */
export const batchClosePath = (batchId: number) => `/settlement/batches/${batchId}/close`;

/** A closed batch's settlement statement, its versions and downloads (staff, and the batch's producer). */
export const batchStatementPath = (batchId: number) => `/settlement/batches/${batchId}/statement`;

/** Routes outside the farm modules (spec §2), after the ones the app opens with. */
export const coreRoutes: RouteEntry[] = [
  ...entryRoutes,
  // Plantel's own, beyond the spec's table: how ambience is judged (everyone reads, staff edit).
  { path: AMBIENCE_SETTINGS_PATH, layout: true, handle: { name: 'AmbienceSettings' }, page: 'ambienceSettings' },
  // How alerts reach each person (everyone sets their own).
  { path: NOTIFICATION_SETTINGS_PATH, layout: true, handle: { name: 'NotificationSettings' }, page: 'notificationSettings' },
  // When alerts open for the company (everyone reads, staff edit).
  { path: ALERT_SETTINGS_PATH, layout: true, handle: { name: 'AlertSettings' }, page: 'alertSettings' },
  // How the adjusted FCR is computed for the company (everyone reads, staff edit).
  { path: PERFORMANCE_SETTINGS_PATH, layout: true, handle: { name: 'PerformanceSettings' }, page: 'performanceSettings' },
  // How long raw readings are kept (everyone reads, staff edit).
  { path: READINGS_RETENTION_PATH, layout: true, handle: { name: 'ReadingsRetention' }, page: 'readingsRetention' },
  // The devices that send readings and their keys (staff only).
  { path: DEVICE_SETTINGS_PATH, layout: true, handle: { name: 'DeviceSettings' }, page: 'deviceSettings' },
  // Batch history from spreadsheets or other systems (staff only).
  { path: BATCH_IMPORT_PATH, layout: true, handle: { name: 'BatchImport' }, page: 'batchImport' },
  // Which producers' farms each user follows (staff only).
  { path: USER_SETTINGS_PATH, layout: true, handle: { name: 'UserSettings' }, page: 'userSettings' },
  // The farm register and the lodging of batches (everyone reads what they may see).
  { path: REGISTER_PATH, layout: true, handle: { name: 'Register' }, page: 'register' },
  // The audit log (staff only; the page tells anyone else).
  { path: AUDIT_PATH, layout: true, handle: { name: 'Audit' }, page: 'audit' },
  // Breed lay standards (Plantel's own, beyond the spec's table).
  { path: LAY_STANDARDS_PATH, layout: true, handle: { name: 'LayStandards' }, page: 'layStandards' },
  // The veterinary catalogue of the health book (the page tells anyone without Sanidade).
  { path: HEALTH_PRODUCTS_PATH, layout: true, handle: { name: 'HealthProducts' }, page: 'healthProducts' },
  // Scheduled report e-mails (the page tells someone without a module that it needs one).
  { path: REPORT_SETTINGS_PATH, layout: true, handle: { name: 'ReportSettings' }, page: 'reportSettings' },
  // Settlement (issue 31): contracts, closing a batch, its statement, the rankings; each page says who it is for.
  { path: SETTLEMENT_CONTRACTS_PATH, layout: true, handle: { name: 'SettlementContracts' }, page: 'settlementContracts' },
  { path: '/settlement/batches/:batchId/close', layout: true, handle: { name: 'BatchClose' }, page: 'batchClose' },
  { path: '/settlement/batches/:batchId/statement', layout: true, handle: { name: 'BatchStatement' }, page: 'batchStatement' },
  { path: SETTLEMENT_RANKINGS_PATH, layout: true, handle: { name: 'SettlementRankings' }, page: 'settlementRankings' },
];
