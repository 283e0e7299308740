import type { AlertLanguage, FieldError, ModuleName, ReportSchedule, ReportScheduleOptions, ReportShed } from '@plantel/contracts';

/** What the schedule form edits: the body of a create, and of a change. */
export interface ScheduleFormValues {
  sheds: number[];
  modules: ModuleName[];
  weekday: number;
  hour: number;
  language: AlertLanguage;
  email: string;
  enabled: boolean;
}

export const SCHEDULE_FIELDS = ['sheds', 'modules', 'weekday', 'hour', 'language', 'email', 'enabled'] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

/** A new schedule goes out on Monday at 07:00, in the interface's language, to the user's alert e-mail. */
export function formDefaults(schedule: ReportSchedule | null, options: Pick<ReportScheduleOptions, 'email'>, language: AlertLanguage): ScheduleFormValues {
  if (schedule) {
    const { weekday, hour, language: scheduleLanguage, email, enabled, modules } = schedule;
    return { sheds: schedule.sheds.map((s) => s.id), modules, weekday, hour, language: scheduleLanguage, email, enabled };
  }
  return { sheds: [], modules: [], weekday: 1, hour: 7, language, email: options.email ?? '', enabled: true };
}

/** A shed the form offers, with its batch when it has one now. */
export type ShedChoice = ReportShed & { batch?: string | null };

/** The sheds to choose from: the user's, then the schedule's own that they cannot list (staff editing another's), by module then name. */
export function shedChoices(options: readonly ShedChoice[], schedule: ReportSchedule | null, moduleOrder: readonly ModuleName[]): ShedChoice[] {
  const byId = new Map<number, ShedChoice>(options.map((s) => [s.id, s]));
  for (const shed of schedule?.sheds ?? []) if (!byId.has(shed.id)) byId.set(shed.id, shed);
  const rank = (m: ModuleName) => (moduleOrder.includes(m) ? moduleOrder.indexOf(m) : moduleOrder.length);
  const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });
  return [...byId.values()].sort(
    (a, b) => rank(a.module) - rank(b.module) || collator.compare(a.property_name, b.property_name) || collator.compare(a.identification, b.identification),
  );
}

/** The form field a server error names (`modules.0` is the modules field); null for none of them. */
export function formFieldOf(error: Pick<FieldError, 'field'>): ScheduleField | null {
  const head = error.field.split('.')[0];
  return SCHEDULE_FIELDS.find((f) => f === head) ?? null;
}

/** The names of the week's days in a language, Sunday first, each capitalised as a menu shows it. */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2026-11-22 is a Sunday.
  return Array.from({ length: 7 }, (_, d) => {
    const name = format.format(Date.UTC(2026, 10, 22 + d));
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  });
}
