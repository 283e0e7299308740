import { z } from 'zod';
import { rolesSchema } from './roles';

/** Shortest password a person may choose (the CLI's rule too). */
export const PASSWORD_MIN_LENGTH = 8;

/** Who is signed in, for the user menu's profile. */
export const profileSchema = z.object({
  username: z.string(),
  first_name: z.string(),
  company: z.string().describe("The company the user belongs to (every answer is scoped to it)"),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  roles: rolesSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const passwordChangeSchema = z.object({
  current_password: z.string().min(1, { error: 'validation.required' }).max(1024),
  new_password: z.string().max(1024).describe(`At least ${PASSWORD_MIN_LENGTH} characters, not the current one`),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
