/** Spec §9: five clicks on the logo toggle the chicken cursor (staff only, spec §1). */
export const LOGO_CLICKS_TO_TOGGLE = 5;
/** Spec §9: the chicken stops walking this long after the last mouse move. */
export const WALK_TO_STATIC_MS = 200;

export type ChickenPose = 'static' | 'walk' | 'peck';

export interface ChickenCursorState {
  enabled: boolean;
  pose: ChickenPose;
}

export interface ChickenCursor {
  getState: () => ChickenCursorState;
  /** Called on every change of `enabled` or `pose`; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** A click on the logo; only staff users count towards the toggle. */
  logoClick: (isStaff: boolean) => void;
  /** The mouse moved: walk, and stand still WALK_TO_STATIC_MS after the last move. */
  move: () => void;
  /** A mouse button went down: peck until it goes up. */
  down: () => void;
  up: () => void;
  /** Turns the cursor off and forgets the click count (e.g. a user who is not staff signed in). */
  disable: () => void;
  /** Cancels the pending timer. */
  dispose: () => void;
}

const OFF: ChickenCursorState = { enabled: false, pose: 'static' };

/**
 * The chicken cursor's state machine, free of the DOM: off ⇄ on after LOGO_CLICKS_TO_TOGGLE logo
 * clicks; when on, static → walk on a move → static after WALK_TO_STATIC_MS without moves;
 * peck while a button is down (moves meanwhile keep it pecking), static when it goes up.
 */
export function createChickenCursor(): ChickenCursor {
  let state = OFF;
  let clicks = 0;
  let pressed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: ChickenCursorState) => {
    if (next.enabled === state.enabled && next.pose === state.pose) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const cancelTimer = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    logoClick: (isStaff) => {
      if (!isStaff) return;
      clicks += 1;
      if (clicks < LOGO_CLICKS_TO_TOGGLE) return;
      clicks = 0;
      pressed = false;
      cancelTimer();
      set({ enabled: !state.enabled, pose: 'static' });
    },
    move: () => {
      if (!state.enabled || pressed) return;
      cancelTimer();
      timer = setTimeout(() => {
        timer = undefined;
        set({ enabled: true, pose: 'static' });
      }, WALK_TO_STATIC_MS);
      set({ enabled: true, pose: 'walk' });
    },
    down: () => {
      if (!state.enabled) return;
      pressed = true;
      cancelTimer();
      set({ enabled: true, pose: 'peck' });
    },
    up: () => {
      if (!state.enabled) return;
      pressed = false;
      set({ enabled: true, pose: 'static' });
    },
    disable: () => {
      clicks = 0;
      pressed = false;
      cancelTimer();
      set(OFF);
    },
    dispose: cancelTimer,
  };
}
