import { z } from 'zod';

/** A page of a list: the items asked for and how many match the query over all pages. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    count: z.number().int().describe('How many items match the query over all pages'),
  });

/** A list answered whole, without paging. */
export const resultsEnvelope = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

/** `limit` and `offset` query parameters; offset past the end answers an empty page with the full count. */
export function paginationQueryShape({ defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number }) {
  return {
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(maxLimit)
      .default(defaultLimit)
      .describe(`Items per page, 1–${maxLimit} (default ${defaultLimit})`),
    offset: z.coerce
      .number()
      .int()
      .min(0)
      .max(1_000_000_000)
      .default(0)
      .describe('Items to skip (default 0)'),
  };
}
