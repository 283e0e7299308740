import { z } from 'zod';

export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the offending field, e.g. "username" or "items.0.quantity"'),
  location: z.enum(['body', 'querystring', 'params', 'headers']),
  message: z.string(),
  key: z.string().optional().describe('The i18n key of the message, when the web app shows it translated'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional().describe("Values for the message's placeholders"),
});

/** Every non-2xx JSON answer of the API has this shape. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  requestId: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
