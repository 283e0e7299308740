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

export function wallTimeOf(time: Date, timeZone: string): WallTime {
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of formatOf(timeZone).formatToParts(time)) {
    if (part.type in parts) parts[part.type as keyof WallTime] = Number(part.value);
  }
  return parts;
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
