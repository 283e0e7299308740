/** Query parameter of a dashboard address naming the batch to open (else the shed's current one). */
export const BATCH_PARAM = 'batch';
