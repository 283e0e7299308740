import { useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Calls `onChange` whenever the user changes a field of `form`, not when the form is filled anew
 * (a reset): what a form said after its last save stops applying once it is edited.
 */
export function useFieldChange<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'watch'>, onChange: () => void) {
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name !== undefined) changed();
    });
    return () => watching.unsubscribe();
  }, [form]);
}
