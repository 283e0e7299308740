import { describe, expect, it } from 'vitest';
import { formatTaxId, normalizeTaxId, taxIdKind } from './tax-id';

/**
 * CPF 529.982.247-25 worked by hand: 5·10 + 2·9 + 9·8 + 9·7 + 8·6 + 2·5 + 2·4 + 4·3 + 7·2 = 295,
 * 295 mod 11 = 9, 11 − 9 = 2; then with the 2: 5·11 + 2·10 + 9·9 + 9·8 + 8·7 + 2·6 + 2·5 + 4·4 + 7·3
 * + 2·2 = 347, 347 mod 11 = 6, 11 − 6 = 5.
 * CNPJ 12.ABC.345/01DE-35 is the Receita Federal's example of the alphanumeric form (letters count as
 * their ASCII code − 48: A = 17, B = 18, …).
 */
describe('tax ids', () => {
  it.each([
    ['529.982.247-25', 'cpf'],
    ['111.444.777-35', 'cpf'],
    ['11.222.333/0001-81', 'cnpj'],
    ['12.ABC.345/01DE-35', 'cnpj'],
    ['12abc34501de35', 'cnpj'],
  ])('takes %s as a %s', (typed, kind) => {
    expect(taxIdKind(normalizeTaxId(typed))).toBe(kind);
  });

  it.each(['529.982.247-24', '529.982.247-15', '111.111.111-11', '11.222.333/0001-82', '00.000.000/0000-00', '12.ABC.345/01DE-36', '1234', ''])('refuses %s', (typed) => {
    expect(taxIdKind(normalizeTaxId(typed))).toBeNull();
  });

  it('writes them the usual way', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
  });
});
