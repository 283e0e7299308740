import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './loadChunk';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('gives the loaded module back', async () => {
    await expect(loadChunk(() => Promise.resolve('page'))).resolves.toBe('page');
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('gives up after 120 seconds (spec §9), not before', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const result = loadChunk(() => new Promise<never>(() => {})).catch((e: unknown) => e);
    let settled = false;
    void result.then(() => (settled = true));

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadError);
  });

  it('does not fail a chunk that arrives in time', async () => {
    const result = loadChunk(() => new Promise((resolve) => setTimeout(() => resolve('late page'), 119_000)));
    await vi.advanceTimersByTimeAsync(200_000);
    await expect(result).resolves.toBe('late page');
  });
});
