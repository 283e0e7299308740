import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './me';
import { passwordLinkProblem, usernameSchema } from './users';

/**
 * An installation's first run: while no company exists, the first one and its administrator are made
 * on the setup page (`/setup`), from the machine itself or with the one-time token the server prints
 * at start; the administrator holds every module and permission and does the rest from the screens.
 */

/** The setup's own refusals, by i18n key (the API's English text). */
export const SETUP_MESSAGES = {
  'setup.errors.token': 'The setup token is wrong or missing: it is printed when the server starts',
} as const;

export const setupStateSchema = z.object({
  needed: z.boolean().describe('No company exists yet: the setup page may make the first one'),
  token_required: z.boolean().describe('The caller is not on the machine itself, so the setup token printed at start is asked for'),
});
export type SetupState = z.infer<typeof setupStateSchema>;

const setupFields = {
  token: z.string().max(200).optional().describe('The setup token the server printed at start (not needed from the machine itself)'),
  company: z.string().trim().min(1, 'validation.required').max(150).describe("The company's name"),
  username: usernameSchema.describe("The administrator's username"),
  first_name: z.string().trim().max(150).default('').describe("The administrator's first name"),
  email: z.union([z.literal(''), z.email({ message: 'users.errors.email' }).max(254)]).default('').describe("The administrator's e-mail, for reset links"),
  password: z
    .string()
    .max(1024)
    .refine((password) => passwordLinkProblem(password) === null, { message: 'passwordLinks.errors.tooShort', params: { min: PASSWORD_MIN_LENGTH } })
    .describe(`At least ${PASSWORD_MIN_LENGTH} characters`),
};

/** `POST /v2/setup`. */
export const setupInputSchema = z.object(setupFields).strict();
export type SetupInput = z.input<typeof setupInputSchema>;

/** The setup page's form: the body and the password typed again. */
export const setupFormSchema = z
  .object({ ...setupFields, repeat: z.string() })
  .strict()
  .superRefine((form, ctx) => {
    if (form.repeat !== form.password) ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'passwordLinks.errors.mismatch', input: form.repeat });
  });
export type SetupForm = z.input<typeof setupFormSchema>;

export const setupDoneSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  username: z.string().describe('The administrator, who signs in with the password just set'),
});
export type SetupDone = z.infer<typeof setupDoneSchema>;
