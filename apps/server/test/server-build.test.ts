import fs from 'node:fs';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { buildServerIfStale, oneByteText, ownSourceLines, serverBundle } from '../scripts/build';

const mapOf = (sources: string[], lines: number[][][]) => JSON.stringify({ version: 3, sources, names: ['x'], mappings: encode(lines as never) });

describe('the compiled server’s source map', () => {
  it('keeps one mapping per generated line: the first into our own sources', () => {
    const map = mapOf(
      ['../../node_modules/fastify/lib/route.js', '../src/app.ts', '../src/routes/sheds.ts'],
      [
        [[0, 0, 10, 2], [8, 1, 4, 0, 0], [20, 2, 7, 3]],
        [[0], [4, 0, 11, 0]],
        [[2, 2, 9, 6], [12, 1, 5, 1]],
      ],
    );
    const kept = JSON.parse(ownSourceLines(map)) as { sources: string[]; mappings: string; names: string[] };
    expect(kept.sources).toEqual(['../src/app.ts', '../src/routes/sheds.ts']);
    expect(kept.names).toEqual([]);
    expect(decode(kept.mappings)).toEqual([[[8, 0, 4, 0]], [], [[2, 1, 9, 6]]]);
  });

  it('is built with the bundle, and the bundle keeps one byte a character in memory', async () => {
    await buildServerIfStale();
    const code = fs.readFileSync(serverBundle, 'utf8');
    expect(code).not.toMatch(/[\u0100-\uffff]/);
    const map = JSON.parse(fs.readFileSync(`${serverBundle}.map`, 'utf8')) as { sources: string[]; mappings: string };
    expect(map.sources.some((source) => source.endsWith('src/server.ts'))).toBe(true);
    expect(decode(map.mappings).every((line) => line.length <= 1)).toBe(true);
  }, 120_000);
});

describe('oneByteText', () => {
  it('replaces each UTF-16 unit above U+00FF by one character, so columns stay', () => {
    expect(oneByteText('// 64–71 °C, m² 😀\nconst a = "\\u2014";')).toBe('// 64?71 °C, m² ??\nconst a = "\\u2014";');
  });

  it('leaves the control characters that libraries write raw in their strings', () => {
    expect(oneByteText("const POSITION_PLACEHOLDER = '\u0001POS\u0001';")).toBe("const POSITION_PLACEHOLDER = '\u0001POS\u0001';");
  });
});
