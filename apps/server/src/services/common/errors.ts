/** Business-rule failures; the HTTP layer and the CLI turn them into their own answers. */
export class NotFoundError extends Error {}
export class ConflictError extends Error {}
/**
 * The request conflicts with the state of things in ways the caller may accept (a confirmation to
 * send) or must change: a 409 naming each field with its i18n key.
 */
export class ConflictFieldsError extends Error {
  constructor(readonly fields: { field: string; key: string; params?: Record<string, string | number> }[]) {
    super(fields.map((f) => `${f.field}: ${f.key}`).join('; '));
  }
}
/** The caller may see the object but not do this to it; `fields` name what was refused, with i18n keys, when a form shows it. */
export class ForbiddenError extends Error {
  constructor(
    message: string,
    readonly fields: { field: string; key: string; params?: Record<string, string | number> }[] = [],
  ) {
    super(message);
  }
}
/** Missing or wrong credentials of a machine caller (an ingest key). */
export class UnauthorizedError extends Error {}
export class InvalidInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
    /** Where the field was sent, for the 400's `fields[]`. */
    readonly location: 'body' | 'querystring' | 'params' = 'body',
  ) {
    super(`${field}: ${message}`);
  }
}

/** Several fields break rules whose messages the web app translates: each with its i18n key. */
export class InvalidFieldsError extends Error {
  constructor(readonly fields: { field: string; key: string; params?: Record<string, string | number> }[]) {
    super(fields.map((f) => `${f.field}: ${f.key}`).join('; '));
  }
}

/** Several fields break rules whose messages are plain text (a settlement contract's band tables, a closing's figures). */
export class InvalidFieldMessagesError extends Error {
  constructor(readonly fields: { field: string; message: string }[]) {
    super(fields.map((f) => `${f.field}: ${f.message}`).join('; '));
  }
}
