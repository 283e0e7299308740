import { z } from 'zod';
import { rolesSchema } from './roles';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, { error: 'validation.required' }).max(150),
  password: z.string().min(1, { error: 'validation.required' }).max(1024),
}).strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  username: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  person: z.object({ first_name: z.string() }),
  roles: rolesSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const accessTokenSchema = z.string().describe('JWT (HS256) to send as "Authorization: Bearer <access>"');

export const loginResponseSchema = z.object({
  access: accessTokenSchema,
  refresh: z.string().describe('JWT for POST /v1/token/refresh'),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
