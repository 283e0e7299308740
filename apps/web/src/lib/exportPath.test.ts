import { describe, expect, it } from 'vitest';
import { exportPath } from './exportPath';

describe('exportPath', () => {
  it("keeps the list's filters, repeated ones included, and leaves the page out", () => {
    const query = new URLSearchParams([
      ['weight__gt', '1000'],
      ['weight__gt', '1200'],
      ['name__contains', 'Aviário 0'],
      ['ordering', '-weight,name'],
      ['limit', '25'],
      ['offset', '50'],
    ]);
    const path = exportPath('sheds/performance', query, 'csv', 'pt-BR');
    const [base, search] = path.split('?') as [string, string];
    expect(base).toBe('/v2/exports/sheds/performance');
    const params = new URLSearchParams(search);
    expect(params.getAll('weight__gt')).toEqual(['1000', '1200']);
    expect(params.get('name__contains')).toBe('Aviário 0');
    expect(params.get('ordering')).toBe('-weight,name');
    expect(params.has('limit') || params.has('offset')).toBe(false);
    expect([params.get('format'), params.get('lang')]).toEqual(['csv', 'pt-BR']);
  });

  it('takes a plain object, leaving out empty values, and the format and language asked for', () => {
    const path = exportPath('/alerts/history/', { module: 'suinos', shed: undefined, state: '', start: '2026-01-01T03:00:00.000Z', batch: 12 }, 'xlsx', 'es');
    expect(path).toBe('/v2/exports/alerts/history?module=suinos&start=2026-01-01T03%3A00%3A00.000Z&batch=12&format=xlsx&lang=es');
  });

  it('lets the format and language of the file win over parameters of the same name', () => {
    const params = new URLSearchParams(exportPath('feed-controls', { batch: 3, format: 'pdf', lang: 'fr' }, 'csv', 'en').split('?')[1]);
    expect(params.getAll('format')).toEqual(['csv']);
    expect(params.getAll('lang')).toEqual(['en']);
  });
});
