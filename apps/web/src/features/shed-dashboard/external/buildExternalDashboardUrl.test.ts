import { describe, expect, it } from 'vitest';
import { externalDashboardSchema } from '@plantel/contracts';
import { buildExternalDashboardUrl, type ExternalDashboardContext } from './buildExternalDashboardUrl';

const DAY = 86_400_000;
const config = externalDashboardSchema.parse({
  host: 'https://dashboards.example.com/grafana/',
  dashboards: { 'pt-BR': 'perf-pt', en: 'perf-en', es: 'perf-es' },
});
const opening = '2025-03-01T03:00:00.000Z';
const openingMs = Date.parse(opening);
const now = new Date(openingMs + 20 * DAY);

function build(context: Partial<ExternalDashboardContext>, dashboard = config) {
  return new URL(buildExternalDashboardUrl(dashboard, { locale: 'pt-BR', now, ...context }));
}

describe('buildExternalDashboardUrl', () => {
  it('opens the host\'s /d/<uid> in the light theme, kiosk mode, organisation 1', () => {
    const url = buildExternalDashboardUrl(config, { locale: 'pt-BR', now });
    expect(url).toBe('https://dashboards.example.com/grafana/d/perf-pt?orgId=1&theme=light&kiosk');
  });

  it('switches the dashboard with the language, falling back to pt-BR', () => {
    expect(build({ locale: 'en' }).pathname).toBe('/grafana/d/perf-en');
    expect(build({ locale: 'es' }).pathname).toBe('/grafana/d/perf-es');
    expect(build({ locale: 'en-US' }).pathname).toBe('/grafana/d/perf-en');
    expect(build({ locale: 'fr' }).pathname).toBe('/grafana/d/perf-pt');

    const portugueseOnly = externalDashboardSchema.parse({ host: 'https://g.example.com', dashboards: { 'pt-BR': 'only-pt' } });
    expect(build({ locale: 'es' }, portugueseOnly).pathname).toBe('/d/only-pt');
  });

  it('passes batch id, sex, every age and at most 3 silos as variables', () => {
    const url = build({ batchId: 42, sex: 3, ages: [7, 14, 14, 21], silos: [11, 12, 11, 13, 14] });
    expect(url.searchParams.get('var-batch_id')).toBe('42');
    expect(url.searchParams.get('var-sex')).toBe('3');
    expect(url.searchParams.getAll('var-ages')).toEqual(['7', '14', '21']);
    expect(url.searchParams.getAll('var-silos')).toEqual(['11', '12', '13']);
  });

  it('leaves out variables that have no value', () => {
    const url = build({ batchId: null, sex: undefined, ages: [], silos: [''] });
    expect([...url.searchParams.keys()].filter((key) => key.startsWith('var-'))).toEqual([]);
  });

  it('ranges an open batch from its opening to 50 days later, in epoch ms', () => {
    const url = build({ openingDate: opening });
    expect(url.searchParams.get('from')).toBe(String(openingMs));
    expect(url.searchParams.get('to')).toBe(String(openingMs + 50 * DAY));
  });

  it('ranges a closed batch from its opening to its closing', () => {
    const closing = new Date(openingMs + 42 * DAY);
    const url = build({ openingDate: new Date(openingMs), closingDate: closing });
    expect(url.searchParams.get('from')).toBe(String(openingMs));
    expect(url.searchParams.get('to')).toBe(String(closing.getTime()));
  });

  it('keeps today in range for a batch open longer than 50 days', () => {
    const later = new Date(openingMs + 200 * DAY);
    expect(build({ openingDate: opening, now: later }).searchParams.get('to')).toBe(String(later.getTime()));
  });

  it('ignores a closing date before the opening, and sends no range without an opening date', () => {
    const url = build({ openingDate: opening, closingDate: openingMs - DAY });
    expect(url.searchParams.get('to')).toBe(String(openingMs + 50 * DAY));

    const noOpening = build({ openingDate: null, closingDate: opening });
    expect(noOpening.searchParams.has('from')).toBe(false);
    expect(noOpening.searchParams.has('to')).toBe(false);
  });

  it('puts the parameters in a fixed order and escapes values', () => {
    const url = buildExternalDashboardUrl(
      externalDashboardSchema.parse({ host: 'http://grafana.local:3000', orgId: 4, dashboards: { 'pt-BR': 'a_b-1' } }),
      { locale: 'pt-BR', batchId: 'L 1/2', sex: 2, ages: [1], silos: ['S1'], openingDate: opening, closingDate: openingMs + DAY, now },
    );
    expect(url).toBe(
      `http://grafana.local:3000/d/a_b-1?orgId=4&theme=light&kiosk&var-batch_id=L+1%2F2&var-sex=2&var-ages=1&var-silos=S1&from=${openingMs}&to=${openingMs + DAY}`,
    );
  });
});
