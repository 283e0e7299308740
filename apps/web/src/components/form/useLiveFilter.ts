import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A filter that applies as it is picked, without a button: a react-hook-form of the contract's schema
 * whose fields say their problem as they change, and `applied`, the last values the schema read
 * whole, which the list keeps while a day is half typed. `valid` says whether what is on the screen
 * is what is applied; `onApplied` runs on each new filter (a list goes back to its first page).
 */
export function useLiveFilter<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: z.output<S>, onApplied?: (filter: z.output<S>) => void) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never) as never, mode: 'onChange', defaultValues: defaultValues as DefaultValues<z.input<S>> });
  const [applied, setApplied] = useState(defaultValues);
  const [valid, setValid] = useState(true);
  const read = useEffectEvent((values: unknown) => {
    const result = schema.safeParse(values);
    setValid(result.success);
    if (result.success) {
      setApplied(result.data);
      onApplied?.(result.data);
    }
  });
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => read(values) }), [form]);
  return { form, applied, valid };
}
