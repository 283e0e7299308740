import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Writes `<file>.gz` and `<file>.br` next to every text asset of a built web app, at maximum
 * quality, so the server can answer `Accept-Encoding` without compressing on each request.
 * Source maps are left alone: only developers download them.
 * Usage: node --import tsx scripts/precompress.ts <dist dir>
 */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function precompress(file: string): Promise<{ size: number; gzip: number; brotli: number }> {
  const content = await readFile(file);
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  return { size: content.length, gzip: gz.length, brotli: br.length };
}

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: precompress.ts <dist dir>');
    process.exit(1);
  }
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name));
  const results = await Promise.all(files.map(precompress));
  const total = (key: 'size' | 'gzip' | 'brotli') => Math.round(results.reduce((sum, r) => sum + r[key], 0) / 1024);
  console.log(`precompressed ${files.length} files in ${dir}: ${total('size')} KiB → gzip ${total('gzip')} KiB, brotli ${total('brotli')} KiB`);
}

await main();
