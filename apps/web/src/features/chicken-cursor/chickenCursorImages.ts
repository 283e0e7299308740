import type { ChickenPose } from './chickenCursorMachine';

// A small chicken facing left, drawn on a 64×64 grid and shown at 32×32 (the size browsers accept
// for cursors everywhere). Walk = legs apart; peck = head down to the ground.
const OUTLINE = 'stroke="#263238" stroke-width="2" stroke-linejoin="round"';
const BODY = `<path d="M20 37c0-8 6-14 14-14 6 0 10 3 12 7l10-7c2 11-2 23-16 24h-8c-7 0-12-4-12-10z" fill="#fff" ${OUTLINE}/>`;
const WING = '<path d="M30 36c4 5 10 5 13 1" fill="none" stroke="#90a4ae" stroke-width="2" stroke-linecap="round"/>';
const HEAD =
  `<path d="M17 15c-1-3 2-6 4-4 1-3 5-3 6 0 2-1 4 1 3 4z" fill="#e53935"/>` +
  `<circle cx="22" cy="22" r="8" fill="#fff" ${OUTLINE}/>` +
  '<path d="M14 20l-7 3 7 3z" fill="#f9a825" stroke="#e65100" stroke-width="1" stroke-linejoin="round"/>' +
  '<path d="M16 27c2 1 2 4 0 6-2-2-2-5 0-6z" fill="#e53935"/>' +
  '<circle cx="19.5" cy="21" r="1.8" fill="#263238"/>';
const LEG = 'fill="none" stroke="#f57f17" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"';
const LEGS_TOGETHER = `<path d="M30 47v9h-3M37 47v9h3" ${LEG}/>`;
const LEGS_APART = `<path d="M29 47l-5 9h-3M38 47l5 9h3" ${LEG}/>`;

const svg = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 64 64">${content}</svg>`;

/** Each pose's image and hot spot (the beak's tip, in cursor pixels), so the chicken pecks where you click. */
const POSES: Record<ChickenPose, { svg: string; x: number; y: number }> = {
  static: { svg: svg(LEGS_TOGETHER + BODY + WING + HEAD), x: 4, y: 12 },
  walk: { svg: svg(LEGS_APART + BODY + WING + HEAD), x: 4, y: 12 },
  peck: { svg: svg(`${LEGS_TOGETHER}${BODY}${WING}<g transform="translate(0 12) rotate(-40 22 22)">${HEAD}</g>`), x: 6, y: 22 },
};

/** The CSS `cursor` value of a pose: `url("data:image/svg+xml,…") x y, auto`. */
export function chickenCursorCss(pose: ChickenPose): string {
  const { svg: image, x, y } = POSES[pose];
  return `url("data:image/svg+xml,${encodeURIComponent(image)}") ${x} ${y}, auto`;
}
