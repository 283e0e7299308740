// Compiles the server into one ES module (apps/server/dist/server.js, with its source map), so
// production runs plain JavaScript: no TypeScript compiled at start, and no package lookups for the
// hundreds of files of the bundled libraries. Run from source by the start script, the test helper
// and the benchmarks, so it imports nothing of the server itself.
import fs from 'node:fs';
import path from 'node:path';
import { decode, encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import * as esbuild from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
export const serverBundle = path.join(serverRoot, 'dist/server.js');

/**
 * How V8 sizes the compiled server's heap, wherever it runs (`npm start` says the same flags on its
 * command line; a test keeps the two alike). By default V8 sizes the heap by the machine's memory: on
 * a 24 GiB machine, under 40 reads a second, it let the heap grow to about twice what it held live,
 * and the young generation to 16 MB a half. Smaller halves and a growth of 50 % per full collection
 * keep the server's memory near what it uses (bench/results/memory.json). A growth of 20 % kept less
 * still, but under 10 connections asking for a long batch's sanity dashboard the server did little
 * but collect, and answered none in 10 s.
 */
export const SERVER_HEAP_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'] as const;

/**
 * Libraries left to Node.js's own loading: those that read files beside their code (the embedded
 * database's WebAssembly, pdfmake's fonts, the API explorer's pages, pino's worker threads), load
 * optional native parts (pg-native), or are large and loaded only when a request needs them.
 */
const EXTERNAL =
  /^(@electric-sql\/pglite|pdfmake|exceljs|echarts|pg-native|web-push|mqtt|nodemailer|ioredis|pino|thread-stream|@fastify\/swagger|@fastify\/swagger-ui|@fastify\/static)(\/|$)/;

/** The sources the bundle is made of: newer than the bundle means it is stale. */
const SOURCES = ['apps/server/src', 'apps/server/drizzle', 'packages/contracts/src', 'packages/domain/src', 'packages/charts/src', 'package-lock.json'];

export function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

export function serverBundleIsStale(): boolean {
  const built = fs.statSync(serverBundle, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const repoRoot = path.resolve(serverRoot, '../..');
  return built < Math.max(...SOURCES.map((source) => newestChange(path.join(repoRoot, source))));
}

/**
 * Builds the bundle. Each file is written beside its place and renamed over it, so processes building
 * at once (test files, benchmarks) never read a half-written one.
 */
export async function buildServer(): Promise<void> {
  const result = await esbuild.build({
    entryPoints: [path.join(serverRoot, 'src/server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    // The map names the sources' lines; the sources themselves are in the repository.
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
    // Bundled CommonJS libraries call require: give the module one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [{ name: 'external-libraries', setup: (build) => build.onResolve({ filter: EXTERNAL }, ({ path }) => ({ path, external: true })) }],
  });
  fs.mkdirSync(path.dirname(serverBundle), { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(partial, file.path.endsWith('.map') ? ownSourceLines(file.text) : oneByteText(file.text));
    fs.renameSync(partial, file.path);
  }
}

/**
 * The source map of Plantel's own sources, one mapping per generated line: a stack trace names the
 * source file and line (the column of the line's first mapped token). The bundled libraries' lines
 * are not mapped. Node.js holds a loaded map in memory for as long as it runs, as one small array per
 * mapping: the libraries' mappings were about 50 MB resident, the column-exact mappings of our own
 * sources another 15 MB.
 */
export function ownSourceLines(mapText: string): string {
  const map = JSON.parse(mapText) as { sources: string[]; mappings: string; names: string[] };
  const kept = new Map<number, number>();
  const sources: string[] = [];
  map.sources.forEach((source, i) => {
    if (source.includes('node_modules/')) return;
    kept.set(i, sources.length);
    sources.push(source);
  });
  const lines = decode(map.mappings).map((line): SourceMapSegment[] => {
    const first = line.find((segment) => segment.length >= 4 && kept.has(segment[1]!));
    return first ? [[first[0], kept.get(first[1]!)!, first[2]!, first[3]!]] : [];
  });
  return JSON.stringify({ ...map, sources, names: [], mappings: encode(lines) });
}

/**
 * The bundle with every character above U+00FF replaced by "?". esbuild writes code in ASCII
 * (escaping such characters in strings), so the only ones left are in comments; one of them made
 * V8 keep the whole 4 MB source in two bytes a character for as long as the server runs.
 */
export function oneByteText(code: string): string {
  return code.replace(/[\u0100-\uffff]/g, '?');
}

/** The build under way, which copies started together wait for rather than build again. */
let building: Promise<boolean> | null = null;

/** Builds the bundle when it is missing or older than its sources; answers whether it built. */
export function buildServerIfStale(): Promise<boolean> {
  building ??= (async () => {
    if (!serverBundleIsStale()) return false;
    await buildServer();
    return true;
  })().finally(() => {
    building = null;
  });
  return building;
}

/** Ends esbuild's service process, which would otherwise live on beside a server started after a build. */
export const stopBuilding = () => esbuild.stop();

if (import.meta.main) await buildServer();
