/**
 * The refusal of a write to a settled batch's records, apart from the statement's schemas so that
 * the catalogue of validation messages (which every form loads) does not pull them in.
 */
export const SETTLED_BATCH_MESSAGES = {
  'settlement.errors.settled': "The batch is settled by its statement (version {{version}}): its records change only through the statement's correction",
} as const;
