import { PASSWORD_MIN_LENGTH } from '@plantel/contracts';
import { ApiRequestError } from '@/lib/api-errors';

export interface PasswordForm {
  current: string;
  next: string;
  confirm: string;
}

/** What is wrong: a key under `account.errors`. */
export type PasswordErrorKey = 'required' | 'wrongCurrent' | 'tooShort' | 'sameAsCurrent' | 'mismatch' | 'forbidden' | 'tooMany' | 'network' | 'failed';

/** What is wrong per field of the form (or with the form as a whole); empty when the form may be sent. */
export type PasswordFormErrors = Partial<Record<keyof PasswordForm | 'form', PasswordErrorKey>>;

export function checkPasswordForm({ current, next, confirm }: PasswordForm): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (!current) errors.current = 'required';
  if (next.length < PASSWORD_MIN_LENGTH) errors.next = 'tooShort';
  else if (next === current) errors.next = 'sameAsCurrent';
  if (confirm !== next) errors.confirm = 'mismatch';
  return errors;
}

/** The server's refusal as the form's errors. */
export function passwordErrorsFromApi(error: unknown): PasswordFormErrors {
  if (!(error instanceof ApiRequestError)) return { form: 'network' };
  if (error.status === 403) return { form: 'forbidden' };
  if (error.status === 429) return { form: 'tooMany' };
  if (error.status !== 400) return { form: 'failed' };
  const errors: PasswordFormErrors = {};
  for (const field of error.fields) {
    if (field.field === 'current_password') errors.current = 'wrongCurrent';
    if (field.field === 'new_password') errors.next = /differ/.test(field.message) ? 'sameAsCurrent' : 'tooShort';
  }
  return Object.keys(errors).length > 0 ? errors : { form: 'failed' };
}
