/** A moment as read on a wall clock in a time zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    formats.set(timeZone, format);
  }
  return format;
}

/** Time zones change their offset only at a quarter hour: one look-up per quarter hour and zone serves every moment in it. */
const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<string, number>();

/** How far a time zone's wall clock is ahead of UTC at a moment, ms. */
export function offsetAt(time: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(time / QUARTER_HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
    for (const part of formatOf(timeZone).formatToParts(time)) {
      if (part.type in parts) parts[part.type as keyof WallTime] = Number(part.value);
    }
    const minute = time - (((time % 60_000) + 60_000) % 60_000);
    offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - minute;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

export function wallTimeOf(time: Date, timeZone: string): WallTime {
  const local = new Date(time.getTime() + offsetAt(time.getTime(), timeZone));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The calendar day of a moment in a time zone, YYYY-MM-DD. */
export function localDay(time: Date, timeZone: string): string {
  const t = wallTimeOf(time, timeZone);
  return `${t.year}-${two(t.month)}-${two(t.day)}`;
}

/** Spec §9's dd/MM/yyyy, of a calendar day YYYY-MM-DD. */
export function dayText(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** Spec §9's dd/MM/yyyy HH:mm, of a moment on the wall clock of a time zone. */
export function wallTimeText(time: Date, timeZone: string): string {
  const t = wallTimeOf(time, timeZone);
  return `${two(t.day)}/${two(t.month)}/${t.year} ${two(t.hour)}:${two(t.minute)}`;
}
