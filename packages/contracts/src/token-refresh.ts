import { z } from 'zod';
import { accessTokenSchema, sessionUserSchema } from './auth';

/** A refresh token (from sign-in), exchanged for a new access token until it expires or the password changes. */
export const tokenRefreshRequestSchema = z.strictObject({
  refresh: z.string().min(1, { error: 'validation.required' }).max(4096),
});
export type TokenRefreshRequest = z.infer<typeof tokenRefreshRequestSchema>;

export const tokenRefreshResponseSchema = z.object({
  access: accessTokenSchema,
  user: sessionUserSchema,
});
export type TokenRefreshResponse = z.infer<typeof tokenRefreshResponseSchema>;
