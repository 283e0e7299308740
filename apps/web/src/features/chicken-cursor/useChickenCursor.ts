import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { chickenCursorCss } from './chickenCursorImages';
import { createChickenCursor, type ChickenPose } from './chickenCursorMachine';

const STYLE_ID = 'plantel-chicken-cursor';

/** Puts the pose's cursor on the document; every element inherits it (buttons and links included). */
function applyCursor(pose: ChickenPose): () => void {
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  style.textContent = `:root { cursor: ${chickenCursorCss(pose)} !important; } :root * { cursor: inherit !important; }`;
  return () => document.getElementById(STYLE_ID)?.remove();
}

/**
 * The staff easter egg (spec §1): five logo clicks toggle a chicken cursor that walks while the
 * mouse moves and pecks while a button is down. For other users logo clicks do nothing special.
 * Returns the handler for logo clicks.
 */
export function useChickenCursor(isStaff: boolean): () => void {
  const [cursor] = useState(createChickenCursor);
  const { enabled, pose } = useSyncExternalStore(cursor.subscribe, cursor.getState);

  useEffect(() => {
    if (!isStaff) cursor.disable();
  }, [cursor, isStaff]);

  useEffect(() => {
    if (!enabled) return;
    const move = () => cursor.move();
    const down = () => cursor.down();
    const up = () => cursor.up();
    document.addEventListener('mousemove', move, { passive: true });
    document.addEventListener('mousedown', down);
    document.addEventListener('mouseup', up);
    return () => {
      document.removeEventListener('mousemove', move);
      document.removeEventListener('mousedown', down);
      document.removeEventListener('mouseup', up);
      cursor.dispose();
    };
  }, [cursor, enabled]);

  useEffect(() => (enabled ? applyCursor(pose) : undefined), [enabled, pose]);

  return useCallback(() => cursor.logoClick(isStaff), [cursor, isStaff]);
}
