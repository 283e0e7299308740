import { createContext, useContext } from 'react';
import type { ShedCondition, ShedConditionSubject } from '@plantel/contracts';

/** The open conditions of the batch a dashboard shows (none for a past batch). */
export const ShedConditionsContext = createContext<readonly ShedCondition[]>([]);

/** Whether an open condition of the shed is about `subject`: the tile showing it turns red. */
export function useConditionOn(subject: ShedConditionSubject): boolean {
  return useContext(ShedConditionsContext).some((c) => c.subject === subject);
}
