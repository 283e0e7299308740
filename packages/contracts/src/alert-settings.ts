import { z } from 'zod';
import { ALERT_LANGUAGES, ALERT_SEVERITIES, alertSeveritySchema, severityRank, type AlertSeverity } from './alerts';
import { NOTIFICATION_CHANNELS } from './vocabulary';
import { numberWithinLimits } from './bounded';

export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

const number = (min: number, max: number, what: string) => z.number().min(min).max(max).describe(what);

/** Whether `zone` names an IANA time zone this runtime knows. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A valid IANA time zone name, e.g. America/Sao_Paulo. */
export const timeZoneSchema = z.string().refine(isTimeZone, { message: 'must be an IANA time zone, e.g. America/Sao_Paulo' });

/** A company's alert thresholds (docs/alerts.md gives where each default comes from). */
export const alertThresholdsSchema = z.object({
  temperature_margin: number(0, 15, '°C beyond the ideal band for the age before temperature alerts'),
  humidity_margin: number(0, 50, 'Percentage points beyond the ideal humidity band'),
  climate_window_minutes: number(10, 240, 'Minutes a climate condition must last to raise, and be gone to clear'),
  stale_sensor_minutes: number(15, 1440, 'Minutes without readings before a sensor counts as stale'),
  stuck_sensor_hours: number(1, 48, 'Hours of identical readings before a sensor counts as stuck'),
  weight_below_reference_percent: number(1, 50, 'Percent below the reference weight'),
  daily_mortality_permille: number(0.1, 100, 'Deaths and culls of one day per thousand animals lodged'),
  silo_days_min: number(0.25, 14, 'Days of feed left in the silos below which Nutrição alerts'),
  no_telemetry_hours: number(1, 168, 'Hours without any reading from any device of the company'),
  water_shortfall_percent: number(0, 50, "Percent below the batch's expected water over 24 h before a water shortfall can warn (0: below it at all)"),
  water_shortfall_limit: number(0.3, 5, "How far hour after hour the water:feed ratio must fall below the batch's own before a water shortfall warns (sum of log drops over 24 h)"),
  water_leak_factor: number(1.1, 5, 'Times the expected hourly water that two hours in a row must draw to warn of a leak'),
  lay_drop_points: number(1, 50, "Points of hen-day production a day may fall below the 3 days before it before a flock in lay alerts"),
  lay_below_standard_points: number(1, 50, "Points of hen-day production the last 7 days may fall below the breed standard's"),
  egg_weight_band_percent: number(1, 30, "Percent above or below the breed standard's egg weight that the last 7 days' mean may be"),
  floor_eggs_percent: number(0.1, 50, 'Percent of the eggs of the last 7 days laid on the floor'),
  salmonella_days_before: number(1, 60, 'Days before a planned slaughter from which a Salmonella sample still pending, or none taken, warns'),
  time_zone: timeZoneSchema.describe('Where the farms are: consumption windows and quiet hours are in its local time'),
});
export type AlertThresholds = z.infer<typeof alertThresholdsSchema>;

export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = {
  temperature_margin: 2,
  humidity_margin: 10,
  climate_window_minutes: 30,
  stale_sensor_minutes: 60,
  stuck_sensor_hours: 3,
  weight_below_reference_percent: 5,
  daily_mortality_permille: 3,
  silo_days_min: 1,
  no_telemetry_hours: 6,
  water_shortfall_percent: 0,
  water_shortfall_limit: 0.9,
  water_leak_factor: 1.4,
  lay_drop_points: 6,
  lay_below_standard_points: 5,
  egg_weight_band_percent: 5,
  floor_eggs_percent: 2,
  salmonella_days_before: 10,
  time_zone: 'America/Sao_Paulo',
};

export type NumericThreshold = Exclude<keyof AlertThresholds, 'time_zone'>;

const { time_zone: _timeZone, ...numericThresholdShape } = alertThresholdsSchema.shape;

/**
 * The settings form's: whatever is wrong with a threshold (none, not a number, out of its limits) is
 * one message naming the limits, and a zone not in the list another.
 */
export const alertThresholdsFormSchema = z
  .object({
    ...(Object.fromEntries(Object.entries(numericThresholdShape).map(([name, limits]) => [name, numberWithinLimits(limits, 'alertThresholds.outOfRange')])) as Record<
      NumericThreshold,
      z.ZodNumber
    >),
    time_zone: z.string().refine(isTimeZone, { error: 'alertThresholds.timeZoneInvalid' }),
  })
  .strict();

export const alertThresholdsPatchSchema = alertThresholdsSchema.partial().strict();
export type AlertThresholdsPatch = z.infer<typeof alertThresholdsPatchSchema>;

const hour = z.number().int().min(0).max(23);

const channelList = z.array(notificationChannelSchema).max(NOTIFICATION_CHANNELS.length).refine((l) => new Set(l).size === l.length, { message: 'must not repeat a channel' });
/** The channels a person is told on, per alert severity. */
export const channelsBySeveritySchema = z.object({ info: channelList, warning: channelList, critical: channelList }).strict();
export type ChannelsBySeverity = z.infer<typeof channelsBySeveritySchema>;

/** The channels the older preferences meant: e-mail for every severity from the minimum up, when e-mail is on. */
export function channelsFromEmail(email: boolean, minSeverity: AlertSeverity): ChannelsBySeverity {
  const of = (s: AlertSeverity) => (email && severityRank(s) >= severityRank(minSeverity) ? (['email'] as const).slice() : []);
  return { info: of('info'), warning: of('warning'), critical: of('critical') };
}

/** How a person wants alerts to reach them besides the in-app dashboards (always on). */
export const notificationPreferencesSchema = z
  .object({
    email: z.boolean().describe('Send alerts by e-mail (when the server has SMTP configured)'),
    email_address: z.email().nullable(),
    language: z.enum(ALERT_LANGUAGES).describe('Language of the e-mails'),
    min_severity: alertSeveritySchema.describe('Alerts below this severity stay in-app only'),
    quiet_hours: z
      .object({ start: hour, end: hour })
      .strict()
      .refine((q) => q.start !== q.end, { path: ['end'], message: 'must differ from start' })
      .nullable()
      .describe("Local hours (the company's time zone) when nothing is sent; start > end spans midnight"),
    quiet_hours_critical: z.boolean().optional().describe('Quiet hours hold back critical alerts too (by default a critical alert is sent at any hour)'),
    channels: channelsBySeveritySchema.optional().describe('Channels per severity; without it, e-mail from `min_severity` up when `email` is on'),
    telegram_chat_id: z
      .string()
      .regex(/^-?\d{1,20}$|^@\w{5,32}$/, 'must be a Telegram chat id (digits) or @channel name')
      .nullable()
      .optional()
      .describe('Where the Plantel bot writes (the chat id the bot answers /start with)'),
    webhook_url: z.url({ protocol: /^https?$/ }).max(2000).nullable().optional().describe('Receives each message as signed JSON (docs/alerts.md)'),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.email && !p.email_address) ctx.addIssue({ code: 'custom', path: ['email_address'], message: 'is required to send e-mail', input: p.email_address });
    const chosen = new Set(p.channels ? ALERT_SEVERITIES.flatMap((s) => p.channels![s]) : []);
    if (chosen.has('email') && !p.email_address) ctx.addIssue({ code: 'custom', path: ['email_address'], message: 'is required to send e-mail', input: p.email_address });
    if (chosen.has('telegram') && !p.telegram_chat_id) ctx.addIssue({ code: 'custom', path: ['telegram_chat_id'], message: 'is required to send Telegram messages', input: p.telegram_chat_id });
    if (chosen.has('webhook') && !p.webhook_url) ctx.addIssue({ code: 'custom', path: ['webhook_url'], message: 'is required to call a webhook', input: p.webhook_url });
  });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The channels to store: e-mail from the switch and the minimum severity, the others as ticked. */
export function withEmailChannels(preferences: NotificationPreferences): NotificationPreferences {
  const email = channelsFromEmail(preferences.email, preferences.min_severity);
  const chosen = preferences.channels ?? { info: [], warning: [], critical: [] };
  const of = (s: AlertSeverity) => [...email[s], ...chosen[s].filter((c) => c !== 'email')];
  return { ...preferences, channels: { info: of('info'), warning: of('warning'), critical: of('critical') } };
}

/** The preferences form's: the other channels ticked per severity, e-mail's from its switch and minimum severity. */
export const notificationPreferencesFormSchema = notificationPreferencesSchema.transform(withEmailChannels);

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: false,
  email_address: null,
  language: 'pt-BR',
  min_severity: 'warning',
  quiet_hours: null,
};

/** Preferences as stored and answered: every field present. */
export type FullNotificationPreferences = Required<NotificationPreferences>;

/** The preferences and whether the server can send e-mail at all. */
export const notificationSettingsSchema = z.object({
  preferences: notificationPreferencesSchema,
  email_available: z.boolean().describe('Whether this server sends e-mail (PLANTEL_SMTP_URL)'),
  telegram_available: z.boolean().describe('Whether this server has a Telegram bot (PLANTEL_TELEGRAM_BOT_TOKEN)'),
  telegram_bot: z.string().nullable().describe("The bot's username, to write to it (PLANTEL_TELEGRAM_BOT_USERNAME)"),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Whether a local hour falls in quiet hours (start inclusive, end exclusive; may span midnight). */
export function inQuietHours(quiet: NotificationPreferences['quiet_hours'], localHour: number): boolean {
  if (!quiet) return false;
  return quiet.start < quiet.end ? localHour >= quiet.start && localHour < quiet.end : localHour >= quiet.start || localHour < quiet.end;
}
