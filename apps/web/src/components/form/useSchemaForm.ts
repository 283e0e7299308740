import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { set, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { splitServerErrors } from '@/components/form/serverFieldErrors';
import { useFormErrorText } from '@/components/form/useFormErrorText';
import { ApiRequestError } from '@/lib/api-errors';
import { editableNumber } from '@/lib/numbers';

/**
 * A form of the contract's zod schema in react-hook-form, a `field()` that wires a MUI
 * TextField (value, ref, error and its text), and `refused()` that places the server's field errors
 * under their fields and keeps the rest to show above them. A form opened on a record the server
 * already refused (one kept on the phone) shows that `refusal` from the start. A field's message
 * shows once it was left (`mode` onTouched), or as it is typed (onChange) in a form of one field, or
 * once the form was sent (onSubmit) where a half-typed value is no mistake yet.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  {
    refusal,
    mode = 'onTouched',
    readRefusal,
  }: {
    refusal?: unknown;
    mode?: 'onTouched' | 'onChange' | 'onSubmit';
    /** How a form reads a refusal of its own kind, given what it sent (by default, each API field error under the field of its name). */
    readRefusal?: (refusal: unknown, values: z.input<S>) => { fields: { name: string; text: string }[]; rest: string[] };
  } = {},
) {
  const { t, i18n } = useTranslation();
  const errorText = useFormErrorText();
  /** Whether the form has a field of that name (nested ones like `divisions.0.animals` too). */
  const fieldOf = (values: object) => (name: string) => name.split('.')[0]! in values;
  /** What a refusal naming no field says: no answer, no permission, or the server's own words. */
  function failureText(error: unknown): string {
    if (!(error instanceof ApiRequestError)) return t('register.unreachable');
    return error.status === 403 ? t('register.forbidden') : error.message;
  }
  const read = (error: unknown, values: z.input<S>) =>
    readRefusal ? readRefusal(error, values) : splitServerErrors(error, fieldOf(values as object), t, (key) => i18n.exists(key));
  /** What shows above the fields: the reasons no field takes, or what a refusal naming no field says. */
  const failuresOf = (error: unknown, { fields, rest }: ReturnType<typeof read>) => (rest.length > 0 || fields.length > 0 ? rest : [failureText(error)]);
  // The refusal the form opens with, placed once: RHF takes a stable `errors` as the server's.
  const [opened] = useState(() => {
    if (refusal === undefined) return undefined;
    const reasons = read(refusal, defaultValues as z.input<S>);
    const errors: FieldErrors = {};
    for (const { name, text } of reasons.fields) set(errors, name, { type: 'server', message: text });
    return { errors, failures: failuresOf(refusal, reasons) };
  });
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never) as never, mode, defaultValues, errors: opened?.errors as never });
  const [failures, setFailures] = useState<string[]>(opened?.failures ?? []);
  const errorAt = (name: string) => name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors) as Parameters<typeof errorText>[0];

  /**
   * Props for a MUI TextField bound to `name`. With `number`, what is typed becomes a number (a decimal
   * comma too); a blank field becomes `blank` (so does a blank text field when `blank` is null).
   * `params` fill the figures its messages name; `deps` are fields checked again when this one changes;
   * `help` is shown under it while it has no error.
   */
  const field = (
    name: Path<z.input<S>>,
    options: { number?: boolean; blank?: null | undefined; params?: Record<string, string | number>; deps?: Path<z.input<S>>[]; help?: string | undefined } = {},
  ) => {
    const blank = (v: unknown) => v === '' || v === null || v === undefined;
    const setValueAs = options.number
      ? (v: unknown) => (blank(v) ? options.blank : Number(String(v).replace(',', '.')))
      : options.blank === null
        ? (v: unknown) => (blank(v) || String(v).trim() === '' ? null : v)
        : undefined;
    const { ref, ...rest } = form.register(name, { ...(setValueAs ? { setValueAs } : {}), ...(options.deps ? { deps: options.deps } : {}) });
    const error = errorAt(name);
    const inputRef = options.number ? (input: HTMLElement | null) => (ref(input), inLanguage(input, form.getValues(name))) : ref;
    return { ...rest, inputRef, error: error !== undefined, helperText: errorText(error, options.params) ?? options.help };
  };

  /**
   * React Hook Form writes a number into its input as `String(n)`, with a point; a text input shows it
   * as the interface's language writes it (`0,65`), except while it is being typed in.
   */
  const inLanguage = (input: HTMLElement | null, value: unknown) => {
    const shown = input instanceof HTMLInputElement && input.type === 'text' && input !== document.activeElement;
    if (shown && typeof value === 'number' && Number.isFinite(value)) input.value = editableNumber(value, i18n.language);
  };

  /** Shows a refusal: each reason under its field (the first focused), the rest above them. */
  const refused = (error: unknown) => {
    const reasons = read(error, form.getValues());
    reasons.fields.forEach(({ name, text }, i) => form.setError(name as Path<z.input<S>>, { type: 'server', message: text }, { shouldFocus: i === 0 }));
    setFailures(failuresOf(error, reasons));
  };

  return { form, field, errorAt, errorText, failures, setFailures, refused };
}
