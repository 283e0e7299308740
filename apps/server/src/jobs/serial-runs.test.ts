import { afterEach, describe, expect, it, vi } from 'vitest';
import { SerialRuns } from './serial-runs';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SerialRuns', () => {
  afterEach(() => vi.useRealTimers());

  it('never runs two at once, reports a failure and still makes the next run', async () => {
    const errors: unknown[] = [];
    const runs = new SerialRuns((err) => errors.push(err));
    const log: string[] = [];
    let release!: () => void;
    runs.queue(async () => {
      log.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      log.push('first ends');
    });
    runs.queue(async () => {
      log.push('second');
      throw new Error('lost');
    });
    runs.queue(async () => void log.push('third'));
    await tick();
    expect(log).toEqual(['first starts']);
    release();
    await runs.stop();
    expect(log).toEqual(['first starts', 'first ends', 'second', 'third']);
    expect(errors).toEqual([new Error('lost')]);
  });

  it('starts at once and then every interval until stopped; an interval of 0 never runs', async () => {
    vi.useFakeTimers();
    const runs = new SerialRuns();
    const run = vi.fn(async () => {});
    runs.startEvery(1000, run);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(run).toHaveBeenCalledTimes(3);
    await runs.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);

    const never = vi.fn(async () => {});
    new SerialRuns().startEvery(0, never);
    await vi.advanceTimersByTimeAsync(5000);
    expect(never).not.toHaveBeenCalled();
  });
});
