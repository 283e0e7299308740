import { describe, expect, it } from 'vitest';
import { makeJwt } from '@/testing/makeJwt';
import { readJwtCompany, readJwtExpiry } from './jwt';

describe('readJwtExpiry', () => {
  it('reads a numeric exp and nothing else', () => {
    expect(readJwtExpiry(makeJwt({ exp: 1_900_000_000 }))).toBe(1_900_000_000);
    expect(readJwtExpiry(makeJwt({ exp: '1900000000' }))).toBeNull();
    expect(readJwtExpiry('not-a-jwt')).toBeNull();
    expect(readJwtExpiry('a.%%%.c')).toBeNull();
  });
});

describe('readJwtCompany', () => {
  it('reads the company id claim', () => {
    expect(readJwtCompany(makeJwt({ sub: '1', cid: 7, exp: 1 }))).toBe(7);
  });

  it('is null without a token, a numeric claim or a readable payload', () => {
    expect(readJwtCompany(null)).toBeNull();
    expect(readJwtCompany(makeJwt({ sub: '1' }))).toBeNull();
    expect(readJwtCompany(makeJwt({ cid: 'seven' }))).toBeNull();
    expect(readJwtCompany('x.bm90IGpzb24.y')).toBeNull();
  });
});
