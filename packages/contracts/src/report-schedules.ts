import { z } from 'zod';
import { idSchema } from './bounded';
import { ALERT_LANGUAGES, type AlertLanguage } from './alerts';
import { moduleNameSchema } from './roles';
import { resultsEnvelope } from './pagination';

/** Why a schedule cannot be saved: i18n keys the web app translates, with the API's English text. */
export const REPORT_SCHEDULE_MESSAGES = {
  'reportSchedules.errors.emptySelection': 'Choose at least one shed or module',
  'reportSchedules.errors.email': 'Must be an e-mail address',
  'reportSchedules.errors.shedOutOfScope': "Shed {{id}} is not one of the sheds the schedule's owner follows",
  'reportSchedules.errors.moduleOutOfScope': "The schedule owner's roles do not open the module {{module}}",
} as const;
export type ReportScheduleMessageKey = keyof typeof REPORT_SCHEDULE_MESSAGES;

/** 0 Sunday … 6 Saturday, as JavaScript's getDay(). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const HOURS_OF_DAY = Array.from({ length: 24 }, (_, h) => h);

const MAX_SHEDS = 500;

const scheduleShape = {
  sheds: z.array(idSchema).max(MAX_SHEDS).describe('Shed ids: each of their current batches gets a report'),
  modules: z.array(moduleNameSchema).max(4).describe('Modules: every shed of the module (in your scope) with a current batch gets a report'),
  weekday: z.number().int().min(0).max(6).describe('Day of the week it is sent: 0 Sunday … 6 Saturday'),
  hour: z.number().int().min(0).max(23).describe("Hour it is sent, in the company's time zone (the alert settings' time_zone)"),
  language: z.enum(ALERT_LANGUAGES).describe('Language of the e-mail and the reports'),
  email: z.email('reportSchedules.errors.email').max(254).describe('Who receives it'),
  enabled: z.boolean().describe('A disabled schedule sends nothing'),
};

/** `POST /v2/report-schedules`: at least one shed or module. */
export const reportScheduleCreateSchema = z
  .object({ ...scheduleShape, sheds: scheduleShape.sheds.default([]), modules: scheduleShape.modules.default([]), enabled: scheduleShape.enabled.default(true) })
  .strict()
  .superRefine((s, ctx) => {
    if (s.sheds.length === 0 && s.modules.length === 0) ctx.addIssue({ code: 'custom', path: ['sheds'], message: 'reportSchedules.errors.emptySelection', input: s.sheds });
  });
export type ReportScheduleCreate = z.input<typeof reportScheduleCreateSchema>;
export type ReportScheduleValues = z.output<typeof reportScheduleCreateSchema>;

/** `PATCH /v2/report-schedules/{id}`: the fields to change; the result must still choose something. */
export const reportSchedulePatchSchema = z.object(scheduleShape).partial().strict();
export type ReportSchedulePatch = z.input<typeof reportSchedulePatchSchema>;

const dateTime = z.iso.datetime({ offset: true });

/** A shed as a schedule names it: the web app masks the property's name for guests. */
export const reportShedSchema = z.object({
  id: z.number().int(),
  identification: z.string(),
  property_name: z.string(),
  module: moduleNameSchema,
});
export type ReportShed = z.infer<typeof reportShedSchema>;

export const reportScheduleSchema = z.object({
  id: z.number().int(),
  owner: z.object({ id: z.number().int(), username: z.string() }).describe('Whose scope the reports are made in'),
  sheds: z.array(reportShedSchema).describe('The chosen sheds that still exist'),
  modules: z.array(moduleNameSchema),
  weekday: scheduleShape.weekday,
  hour: scheduleShape.hour,
  language: scheduleShape.language,
  email: z.string(),
  enabled: z.boolean(),
  last_sent_at: dateTime.nullable().describe('When its last scheduled e-mail went out ("send now" does not count)'),
  created_at: dateTime,
  updated_at: dateTime,
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;
export const reportScheduleListSchema = resultsEnvelope(reportScheduleSchema);

/** What the schedule form offers the caller: their sheds with the current batch, their modules, their alert e-mail. */
export const reportScheduleOptionsSchema = z.object({
  sheds: z.array(reportShedSchema.extend({ batch: z.string().nullable().describe("The current batch's identification; null when the shed is empty") })),
  modules: z.array(moduleNameSchema).describe('The modules your roles open'),
  email: z.string().nullable().describe('Your alert e-mail address, when you gave one'),
  email_available: z.boolean().describe('Whether this server can send e-mail (PLANTEL_SMTP_URL)'),
});
export type ReportScheduleOptions = z.infer<typeof reportScheduleOptionsSchema>;

/** `POST /v2/report-schedules/{id}/send`: what went out. */
export const reportSendResultSchema = z.object({
  email: z.string(),
  batches: z.number().int().describe('How many batch reports were attached'),
});
export type ReportSendResult = z.infer<typeof reportSendResultSchema>;

type ReportEmailLabel = 'subject' | 'intro' | 'attached' | 'noBatch' | 'noneHoused' | 'notAttached' | 'trial' | 'footer';

/** The scheduled e-mail's words in each language; {{placeholders}} are filled by the sender. */
export const REPORT_EMAIL_LABELS: Record<AlertLanguage, Record<ReportEmailLabel, string>> = {
  'pt-BR': {
    subject: 'Relatório semanal — semana de {{from}} a {{to}}',
    intro: 'Relatório semanal do Plantel, semana de {{from}} a {{to}}.',
    attached: 'Em anexo, o relatório do lote atual de cada galpão:',
    noBatch: 'sem lote alojado',
    noneHoused: 'Nenhum dos galpões escolhidos tem lote alojado nesta semana, por isso não há relatórios em anexo.',
    notAttached: 'Mais {{count}} lotes não couberam neste e-mail; veja-os no Plantel.',
    trial: 'Este é um envio de teste pedido em Relatórios agendados.',
    footer: 'Você recebe este e-mail por um relatório agendado no Plantel (Configurações › Relatórios agendados).',
  },
  en: {
    subject: 'Weekly report — week of {{from}} to {{to}}',
    intro: 'Plantel weekly report, week of {{from}} to {{to}}.',
    attached: 'Attached, the report of the current batch of each shed:',
    noBatch: 'no batch housed',
    noneHoused: 'None of the chosen sheds houses a batch this week, so no reports are attached.',
    notAttached: '{{count}} more batches did not fit in this e-mail; see them in Plantel.',
    trial: 'This is a test sending asked for in Scheduled reports.',
    footer: 'You get this e-mail because of a report scheduled in Plantel (Settings › Scheduled reports).',
  },
  es: {
    subject: 'Informe semanal — semana del {{from}} al {{to}}',
    intro: 'Informe semanal de Plantel, semana del {{from}} al {{to}}.',
    attached: 'Adjunto, el informe del lote actual de cada galpón:',
    noBatch: 'sin lote alojado',
    noneHoused: 'Ninguno de los galpones elegidos aloja un lote esta semana, por eso no hay informes adjuntos.',
    notAttached: '{{count}} lotes más no cupieron en este correo; véalos en Plantel.',
    trial: 'Este es un envío de prueba pedido en Informes programados.',
    footer: 'Recibe este correo por un informe programado en Plantel (Configuración › Informes programados).',
  },
};
