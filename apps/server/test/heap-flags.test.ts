import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_FLAGS } from '../scripts/build';

const rootPackage = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8')) as { scripts: Record<string, string> };

describe('the compiled server’s heap flags', () => {
  it('are the ones npm start gives node', () => {
    const words = rootPackage.scripts.start!.split(/\s+/);
    expect(words[0]).toBe('node');
    expect(words.slice(1, 1 + SERVER_HEAP_FLAGS.length)).toEqual([...SERVER_HEAP_FLAGS]);
  });

  it('are taken by this Node.js (an unknown V8 flag stops node before it runs anything)', () => {
    const run = spawnSync(process.execPath, [...SERVER_HEAP_FLAGS, '-p', '6 * 7'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('42');
  });
});
