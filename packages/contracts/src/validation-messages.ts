import { MINIMUM_CONSUMPTION_MESSAGES } from './minimum-consumption-alerts';
import { REPORT_SCHEDULE_MESSAGES } from './report-schedules';
import { REGISTER_MESSAGES } from './register';
import { LODGING_MESSAGES, SANITARY_BREAK_MESSAGES, THINNING_MESSAGES } from './lodging';
import { USER_MESSAGES } from './users';
import { PASSWORD_CHANGE_MESSAGES } from './me';
import { NOTIFICATION_POLICY_MESSAGES } from './notification-policy';
import { GROWTH_RECORD_MESSAGES, MORTALITY_MESSAGES } from './batch-performance';
import { EGG_MESSAGES } from './eggs';
import { LAY_STANDARD_MESSAGES } from './lay-standards';
import { SETTLED_BATCH_MESSAGES } from './settled-batch-messages';
import { DEVICE_MESSAGES } from './devices';
import { RATION_TYPE_MESSAGES } from './ration-types';
import { SETUP_MESSAGES } from './first-run';
import { HEALTH_MESSAGES } from './health-book';
import { HEALTH_PRODUCT_SHEET_MESSAGES } from './health-product-sheet';
import { LOAD_PLAN_MESSAGES } from './load-plan';
import { PLANT_RESULT_MESSAGES } from './plant-results';

/**
 * Contracts name validation failures by i18n key so the web app can translate them.
 * The API answers in English: these are the texts it uses for each key.
 */
export const validationMessages: Record<string, string> = {
  'validation.required': 'Required',
  ...MINIMUM_CONSUMPTION_MESSAGES,
  ...REPORT_SCHEDULE_MESSAGES,
  ...REGISTER_MESSAGES,
  ...LODGING_MESSAGES,
  ...SANITARY_BREAK_MESSAGES,
  ...THINNING_MESSAGES,
  ...USER_MESSAGES,
  ...PASSWORD_CHANGE_MESSAGES,
  ...NOTIFICATION_POLICY_MESSAGES,
  ...MORTALITY_MESSAGES,
  ...GROWTH_RECORD_MESSAGES,
  ...EGG_MESSAGES,
  ...LAY_STANDARD_MESSAGES,
  ...SETTLED_BATCH_MESSAGES,
  ...DEVICE_MESSAGES,
  ...RATION_TYPE_MESSAGES,
  ...SETUP_MESSAGES,
  ...HEALTH_MESSAGES,
  ...HEALTH_PRODUCT_SHEET_MESSAGES,
  ...LOAD_PLAN_MESSAGES,
  ...PLANT_RESULT_MESSAGES,
};

/** A catalog text with its `{{name}}` placeholders filled from `params`; a placeholder without a value stays as written. */
export function fillPlaceholders(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The English text of a key, its {{placeholders}} filled from `params`; any other text as it is. */
export function validationMessage(keyOrText: string, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(validationMessages[keyOrText] ?? keyOrText, params);
}

export const isValidationKey = (text: string) => text in validationMessages;
