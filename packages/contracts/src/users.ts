import { z } from 'zod';
import { idSchema } from './bounded';
import { resultsEnvelope } from './pagination';
import { PASSWORD_MIN_LENGTH } from './me';
import { rolesSchema } from './roles';

/** How many producers one user may be linked to at once (far more than any integration has per person). */
export const MAX_LINKED_PRODUCERS = 500;

/** A producer of the company: whose farms (properties and their sheds) a linked user follows. */
export const producerSchema = z.object({ id: z.number().int(), name: z.string() });
export type Producer = z.infer<typeof producerSchema>;

/** `GET /v2/producers`: the company's producers by name (staff only). */
export const producerListSchema = resultsEnvelope(producerSchema);
export type ProducerList = z.infer<typeof producerListSchema>;

/** A user of the company as staff manage them: who they are, their roles and the producers they follow. */
export const companyUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  roles: rolesSchema.describe('Module → permissions'),
  producers: z.array(producerSchema).describe('The producers the user is linked to, by name'),
  follows_every_farm: z
    .boolean()
    .describe('Whether the user sees every farm of the company: staff and superusers always, others when linked to no producer'),
  email: z.string().describe('Where invitations and password links are sent; may be empty'),
  is_active: z.boolean().describe('A deactivated user cannot sign in and receives no alarm messages'),
  last_login_at: z.string().nullable().describe('The last successful sign-in (ISO 8601), or null if never'),
  has_password: z.boolean().describe('False until an invited user sets one through the link'),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** `GET /v2/users`: the company's users by username (staff only). */
export const companyUserListSchema = resultsEnvelope(companyUserSchema);
export type CompanyUserList = z.infer<typeof companyUserListSchema>;

/** `PUT /v2/users/{id}/producers`: the producers whose farms alone the user follows (empty: the whole company). */
export const userProducersInputSchema = z
  .object({
    producer_ids: z.array(idSchema).max(MAX_LINKED_PRODUCERS).describe("Ids of the company's producers; empty to follow the whole company"),
  })
  .strict();
export type UserProducersInput = z.infer<typeof userProducersInputSchema>;

/** A username as people type it: letters, digits and @ . + - _ (Django's rule, which the login follows). */
export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(150)
  .regex(/^[\w.@+-]+$/u, { message: 'users.errors.username' });

export const USER_MESSAGES = {
  'users.errors.username': 'Letters, digits and @ . + - _ only',
  'users.errors.usernameTaken': 'This username is taken',
  'users.errors.email': 'Must be an e-mail address',
  'users.errors.self': 'You cannot do this to your own account',
  'users.errors.superuser': 'Only a superuser may change another superuser',
  'users.errors.beyondOwnAccess': 'You may give only the modules and permissions you hold yourself, and the staff flag only if you are staff',
  'users.errors.outranked': 'This person holds access you do not: only someone who holds it may change, reset or deactivate them',
  'users.errors.inactive': 'The user is deactivated: reactivate first',
  'passwordLinks.errors.invalid': 'This link is not valid: ask for a new one',
  'passwordLinks.errors.used': 'This link was already used: ask for a new one',
  'passwordLinks.errors.expired': 'This link expired: ask for a new one',
  'passwordLinks.errors.tooShort': 'At least {{min}} characters',
  'passwordLinks.errors.mismatch': 'The passwords do not match',
} as const;

const userEmailSchema = z.union([z.literal(''), z.email({ message: 'users.errors.email' }).max(254)]);

/** `POST /v2/users`: a new user of the company, who sets a password through the invitation link. */
const userFields = {
  first_name: z.string().trim().max(150),
  email: userEmailSchema.describe('Where the invitation goes, when SMTP is set; the link can also be copied'),
  is_staff: z.boolean(),
  roles: rolesSchema.describe('Module → permissions'),
  producer_ids: z.array(idSchema).max(MAX_LINKED_PRODUCERS).describe('The producers whose farms alone the user follows; empty: the whole company'),
};
export const userCreateSchema = z
  .object({
    username: usernameSchema,
    first_name: userFields.first_name.default(''),
    email: userFields.email.default(''),
    is_staff: userFields.is_staff.default(false),
    roles: userFields.roles.default({}),
    producer_ids: userFields.producer_ids.default([]),
  })
  .strict();
export type UserCreate = z.input<typeof userCreateSchema>;

/** `PATCH /v2/users/{id}`: what staff change of a user (only the fields sent); the password never. */
export const userPatchSchema = z.object(userFields).partial().strict();
export type UserPatch = z.input<typeof userPatchSchema>;

/** A single-use link to set a password (an invitation, or a reset), valid 72 hours. */
export const PASSWORD_LINK_HOURS = 72;
export const PASSWORD_LINK_PURPOSES = ['invite', 'reset'] as const;
export const passwordLinkSchema = z.object({
  url: z.string().nullable().describe('The link to give the person: it sets a password once, then no more. Null when it was e-mailed: only the person reads it'),
  expires_at: z.string(),
  emailed: z.boolean().describe('Whether it was sent by e-mail (SMTP set and the user has an address)'),
  public_url_set: z
    .boolean()
    .describe("False when the server's public address (PLANTEL_PUBLIC_URL) is not set: the link then carries a local address that may not open on another machine"),
});
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

export const userCreatedSchema = z.object({ user: companyUserSchema, link: passwordLinkSchema });
export type UserCreated = z.infer<typeof userCreatedSchema>;

/** The secret of a password link, as its URL carries it after `#`. */
export const passwordLinkTokenSchema = z.object({ token: z.string().min(1, 'validation.required').max(200) }).strict();
export const passwordLinkInfoSchema = z.object({
  username: z.string(),
  first_name: z.string(),
  purpose: z.enum(PASSWORD_LINK_PURPOSES),
  expires_at: z.string(),
});
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfoSchema>;
export const passwordLinkRedeemSchema = z
  .object({
    token: z.string().min(1, 'validation.required').max(200),
    password: z.string().max(1024).describe(`At least ${PASSWORD_MIN_LENGTH} characters`),
  })
  .strict();
export type PasswordLinkRedeem = z.infer<typeof passwordLinkRedeemSchema>;

/** The new password's rule, the server's and the form's: long enough. */
export const passwordLinkProblem = (password: string): keyof typeof USER_MESSAGES | null =>
  password.length < PASSWORD_MIN_LENGTH ? 'passwordLinks.errors.tooShort' : null;

/** The set-password form: the password typed twice, each problem under its field. */
export const passwordLinkFormSchema = z
  .object({ password: z.string().max(1024), repeat: z.string() })
  .strict()
  .superRefine((form, ctx) => {
    const problem = passwordLinkProblem(form.password);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem, params: { min: PASSWORD_MIN_LENGTH }, input: form.password });
    if (form.repeat !== form.password) ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'passwordLinks.errors.mismatch', input: form.repeat });
  });
export type PasswordLinkForm = z.input<typeof passwordLinkFormSchema>;
