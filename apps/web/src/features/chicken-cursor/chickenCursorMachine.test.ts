import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGO_CLICKS_TO_TOGGLE, WALK_TO_STATIC_MS, createChickenCursor, type ChickenCursor } from './chickenCursorMachine';
import { chickenCursorCss } from './chickenCursorImages';

let cursor: ChickenCursor;
const clickLogo = (times: number, isStaff = true) => {
  for (let i = 0; i < times; i++) cursor.logoClick(isStaff);
};

beforeEach(() => {
  vi.useFakeTimers();
  cursor = createChickenCursor();
});
afterEach(() => {
  cursor.dispose();
  vi.useRealTimers();
});

describe('chicken cursor', () => {
  it('turns on at the fifth logo click of a staff user and off at the tenth', () => {
    expect(LOGO_CLICKS_TO_TOGGLE).toBe(5);
    clickLogo(4);
    expect(cursor.getState().enabled).toBe(false);
    clickLogo(1);
    expect(cursor.getState()).toEqual({ enabled: true, pose: 'static' });
    clickLogo(4);
    expect(cursor.getState().enabled).toBe(true);
    clickLogo(1);
    expect(cursor.getState()).toEqual({ enabled: false, pose: 'static' });
  });

  it('ignores logo clicks of users who are not staff', () => {
    clickLogo(20, false);
    expect(cursor.getState().enabled).toBe(false);
  });

  it('walks while the mouse moves and stands still 200 ms after the last move', () => {
    clickLogo(5);
    cursor.move();
    expect(cursor.getState().pose).toBe('walk');

    vi.advanceTimersByTime(WALK_TO_STATIC_MS - 1);
    cursor.move(); // another move restarts the wait
    vi.advanceTimersByTime(WALK_TO_STATIC_MS - 1);
    expect(cursor.getState().pose).toBe('walk');

    vi.advanceTimersByTime(1);
    expect(cursor.getState().pose).toBe('static');
  });

  it('pecks while a button is down, even when the mouse moves, then stands still', () => {
    clickLogo(5);
    cursor.move();
    cursor.down();
    expect(cursor.getState().pose).toBe('peck');

    vi.advanceTimersByTime(WALK_TO_STATIC_MS * 5); // the walk timer was cancelled
    cursor.move();
    expect(cursor.getState().pose).toBe('peck');

    cursor.up();
    expect(cursor.getState().pose).toBe('static');
    cursor.move();
    expect(cursor.getState().pose).toBe('walk');
  });

  it('does nothing with the mouse while off', () => {
    cursor.move();
    cursor.down();
    expect(cursor.getState()).toEqual({ enabled: false, pose: 'static' });
  });

  it('notifies listeners on changes only, and stops when disabled', () => {
    const listener = vi.fn();
    cursor.subscribe(listener);
    clickLogo(5);
    cursor.move();
    cursor.move();
    cursor.move();
    expect(listener).toHaveBeenCalledTimes(2); // on, walk

    cursor.disable();
    expect(cursor.getState()).toEqual({ enabled: false, pose: 'static' });
    vi.advanceTimersByTime(WALK_TO_STATIC_MS);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('forgets the clicks counted so far when disabled', () => {
    clickLogo(3);
    cursor.disable();
    clickLogo(2);
    expect(cursor.getState().enabled).toBe(false);
  });

  it('draws a different chicken for each pose, as a CSS SVG cursor with a hot spot and a fallback', () => {
    const css = (['static', 'walk', 'peck'] as const).map(chickenCursorCss);
    for (const value of css) expect(value).toMatch(/^url\("data:image\/svg\+xml,%3Csvg[^"]+"\) \d+ \d+, auto$/);
    expect(new Set(css).size).toBe(3);
  });
});
