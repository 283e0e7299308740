import { describe, expect, it } from 'vitest';
import { devicesQuery } from './devicesApi';

describe('devicesQuery', () => {
  it('sends the page and only the filters that are set', () => {
    expect(devicesQuery({ type: '', status: '', search: '  ', limit: 25, offset: 0 })).toBe('limit=25&offset=0');
    expect(devicesQuery({ type: 'silo_scale', status: 'stale', search: ' Boa Vista ', limit: 50, offset: 100 })).toBe(
      'limit=50&offset=100&type=silo_scale&status=stale&search=Boa+Vista',
    );
  });
});
