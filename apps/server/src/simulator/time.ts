export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Farms are in Brazil: day and night, working hours and feeding follow UTC−3. */
const LOCAL_OFFSET_HOURS = -3;

/** Hour of the local day, 0 ≤ h < 24, with its fraction. */
export function localHour(time: number): number {
  const h = (time / HOUR_MS + LOCAL_OFFSET_HOURS) % 24;
  return h < 0 ? h + 24 : h;
}

/**
 * The farms' calendar date 'YYYY-MM-DD' of a moment, for date columns: the local day at UTC−3, as in
 * the companies' default time zone (America/Sao_Paulo, without daylight saving time since 2019).
 * Every calendar day is the company's local day (docs/architecture.md, "Calendar days").
 */
export function isoDate(time: number): string {
  return new Date(time + LOCAL_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

export const floorTo = (time: number, step: number) => Math.floor(time / step) * step;
export const ceilTo = (time: number, step: number) => Math.ceil(time / step) * step;

export const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};
