import { z } from 'zod';
import { boundedDateSchema, idParamSchema } from './bounded';
import { listEnvelope, paginationQueryShape } from './pagination';
import { ALERT_LANGUAGES } from './alerts';

/** What the audit log records changes to (issue 37): the register, access, and lodging. */
export const AUDIT_ENTITIES = ['producer', 'property', 'shed', 'silo', 'device', 'ingest_key', 'user', 'batch', 'lay_standard', 'ration_type', 'company', 'health_product'] as const;
export const auditEntitySchema = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof auditEntitySchema>;

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'archive',
  'restore',
  'delete',
  'lodge',
  'thin',
  'close',
  'invite',
  'reset_password',
  'set_password',
  'deactivate',
  'reactivate',
  'link_producers',
  'change_password',
  'issue_key',
  'revoke_key',
  'correct',
  'import',
  'rotate_secret',
  'replace_eggs',
  'plan_in_withdrawal',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditFieldChangeSchema = z.object({
  field: z.string().describe('The recorded key'),
  name: z.string().describe("The field's name in the asked language"),
  before: z.string().nullable().describe('Its value before, in words; null when it had none (or the entry records only after)'),
  after: z.string().nullable().describe('Its value after, in words; null when it has none (or the entry records only before)'),
});
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('When (ISO 8601)'),
  actor: z.string().describe('Who: the username as it was then; "cli" for the command line'),
  action: auditActionSchema,
  entity: auditEntitySchema,
  entity_id: z.number().int(),
  label: z.string().describe('What, as it was named then'),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  changes: z
    .array(auditFieldChangeSchema)
    .describe("`before` and `after` in words, in the asked language: each field by its name, its values as the screens write them (names for ids, the company's clock)"),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = listEnvelope(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;

export const auditQuerySchema = z
  .object({
    ...paginationQueryShape({ defaultLimit: 50, maxLimit: 500 }),
    entity: auditEntitySchema.optional(),
    entity_id: idParamSchema.optional(),
    action: auditActionSchema.optional(),
    actor: z.string().max(150).optional().describe('Username, exactly'),
    start: boundedDateSchema.optional().describe("First calendar day (the company's)"),
    end: boundedDateSchema.optional().describe("Last calendar day (the company's)"),
    lang: z.enum(ALERT_LANGUAGES).optional().describe("Language of `changes` and of the labels that name a setting (default: Accept-Language, then pt-BR)"),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;
