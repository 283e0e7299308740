/**
 * Brazilian taxpayer numbers: a person's CPF (11 digits) or a company's CNPJ (14 characters), each
 * ending in two check digits (Receita Federal's modulo-11 rule). Since July 2026 new CNPJs may carry
 * letters in their first 12 characters; each character then counts as its ASCII code minus 48, so
 * digits keep their value and the rule is the same for both forms.
 */

export type TaxIdKind = 'cpf' | 'cnpj';

/** A number as typed ("529.982.247-25", "11.222.333/0001-81") reduced to its characters, upper-case. */
export const normalizeTaxId = (typed: string): string => typed.replace(/[\s./-]/g, '').toUpperCase();

const valueOf = (char: string) => char.charCodeAt(0) - 48;

/** The check digit of `body` with these weights: 0 when the remainder is under 2, else 11 minus it. */
function checkDigit(body: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += valueOf(body[i]!) * weights[i]!;
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const descending = (from: number, length: number) => Array.from({ length }, (_, i) => from - i);
const CPF_WEIGHTS_1 = descending(10, 9);
const CPF_WEIGHTS_2 = descending(11, 10);
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, ...CNPJ_WEIGHTS_1];

function validCpf(id: string): boolean {
  if (!/^\d{11}$/.test(id) || /^(\d)\1{10}$/.test(id)) return false;
  return checkDigit(id.slice(0, 9), CPF_WEIGHTS_1) === Number(id[9]) && checkDigit(id.slice(0, 10), CPF_WEIGHTS_2) === Number(id[10]);
}

function validCnpj(id: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(id) || /^(\d)\1{13}$/.test(id)) return false;
  return checkDigit(id.slice(0, 12), CNPJ_WEIGHTS_1) === Number(id[12]) && checkDigit(id.slice(0, 13), CNPJ_WEIGHTS_2) === Number(id[13]);
}

/** Which kind of number `normalized` is when its check digits hold; null when it is neither. */
export function taxIdKind(normalized: string): TaxIdKind | null {
  if (normalized.length === 11) return validCpf(normalized) ? 'cpf' : null;
  if (normalized.length === 14) return validCnpj(normalized) ? 'cnpj' : null;
  return null;
}

/** A normalized number written the usual way: 529.982.247-25, 11.222.333/0001-81. */
export function formatTaxId(normalized: string): string {
  if (normalized.length === 11) return `${normalized.slice(0, 3)}.${normalized.slice(3, 6)}.${normalized.slice(6, 9)}-${normalized.slice(9)}`;
  if (normalized.length === 14) return `${normalized.slice(0, 2)}.${normalized.slice(2, 5)}.${normalized.slice(5, 8)}/${normalized.slice(8, 12)}-${normalized.slice(12)}`;
  return normalized;
}
