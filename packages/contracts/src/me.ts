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

/** Why a password change is refused, by i18n key (the server's 400 sends the key with its field). */
export const PASSWORD_CHANGE_MESSAGES = {
  'account.errors.required': 'Required',
  'account.errors.wrongCurrent': 'Is not your current password',
  'account.errors.tooShort': 'At least {{min}} characters',
  'account.errors.sameAsCurrent': 'Must differ from the current password',
  'account.errors.mismatch': 'Does not match the new password',
} as const;

export const passwordChangeSchema = z.object({
  current_password: z.string().min(1, { error: 'account.errors.required' }).max(1024),
  new_password: z.string().max(1024).describe(`At least ${PASSWORD_MIN_LENGTH} characters, not the current one`),
}).strict();
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The new password's own rules, the server's and the form's: long enough, and not the current one. */
export function newPasswordProblem({ current_password, new_password }: PasswordChange): keyof typeof PASSWORD_CHANGE_MESSAGES | null {
  if (new_password.length < PASSWORD_MIN_LENGTH) return 'account.errors.tooShort';
  if (new_password === current_password) return 'account.errors.sameAsCurrent';
  return null;
}

/** The change-password form: the body, the new password typed twice, each problem under its field. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirm: z.string() })
  .strict()
  .superRefine((form, ctx) => {
    const problem = newPasswordProblem(form);
    if (problem) ctx.addIssue({ code: 'custom', path: ['new_password'], message: problem, params: { min: PASSWORD_MIN_LENGTH }, input: form.new_password });
    if (form.confirm !== form.new_password) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'account.errors.mismatch', input: form.confirm });
  });
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;
