import type { TFunction } from 'i18next';
import type { FieldError as ApiFieldError } from '@plantel/contracts';
import { ApiRequestError } from '@/lib/api-errors';

/** The text of a field error the API sent: its i18n key translated with its values, else the API's own words. */
export function apiFieldText(t: TFunction, exists: (key: string) => boolean, field: ApiFieldError): string {
  return field.key && exists(field.key) ? String(t(field.key as never, (field.params ?? {}) as never)) : field.message;
}

/** The field errors of a refused request that belong under the form's fields (`isField` tells which names it has), and the rest's texts. */
export function splitServerErrors(error: unknown, isField: (name: string) => boolean, t: TFunction, exists: (key: string) => boolean): { fields: { name: string; text: string }[]; rest: string[] } {
  const fields: { name: string; text: string }[] = [];
  const rest: string[] = [];
  if (!(error instanceof ApiRequestError)) return { fields, rest };
  for (const field of error.fields) {
    const text = apiFieldText(t, exists, field);
    if (isField(field.field)) fields.push({ name: field.field, text });
    else rest.push(text);
  }
  return { fields, rest };
}
