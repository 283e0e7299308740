import { z } from 'zod';
import { alertTypeSchema, recentAlertSchema } from './alerts';
import { moduleNameSchema } from './roles';

export const HOME_ALERT_WINDOW_HOURS = { default: 24, max: 168 } as const;

export const homeSummaryQuerySchema = z.object({
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(HOME_ALERT_WINDOW_HOURS.max)
    .default(HOME_ALERT_WINDOW_HOURS.default)
    .describe('How far back alerts count as recent, in hours'),
});

export const moduleSummarySchema = z.object({
  module: moduleNameSchema,
  sheds: z.number().int(),
  lodged_sheds: z.number().int(),
  alerts: z.array(
    z.object({
      type: alertTypeSchema,
      count: z.number().int().describe('Alerts that began since `since`'),
      open: z.number().int().describe('Alerts not resolved, whenever they began'),
      critical_open: z.number().int().describe('Of those still open, the critical ones'),
      level: z.union([z.literal(0), z.literal(3)]),
    }),
  ),
});

/** The Home page: per module the user can open, sheds, lodged sheds and recent alerts by type. */
export const homeSummarySchema = z.object({
  since: z.iso.datetime({ offset: true }),
  modules: z.array(moduleSummarySchema),
  latest_alerts: z.array(recentAlertSchema),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;
export type HomeSummary = z.infer<typeof homeSummarySchema>;

/** A new company's first steps, in order: what the Home's checklist ticks as each is done. */
export const SETUP_STEPS = ['producer', 'property', 'shed', 'silo', 'ration_type', 'device', 'people', 'lodge'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** `GET /v2/home/setup`: each first step, done or not, for the company of the caller (staff). */
export const setupChecklistSchema = z.object({
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
  complete: z.boolean().describe('Every step done: the checklist is no longer shown'),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
