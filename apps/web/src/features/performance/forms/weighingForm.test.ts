import { describe, expect, it } from 'vitest';
import { PRODUCTION_TYPE } from '@plantel/contracts';
import { ApiRequestError } from '@/lib/api-errors';
import { emptyWeighingForm, readWeighingForm, weighingErrorsOf, weighingFormOf, weighingFormSchema, weighsSexesApart } from './weighingForm';

// 09:30 on 23 November in São Paulo (UTC−3), the company's zone; the test machine's zone plays no part.
const zone = 'America/Sao_Paulo';
const now = new Date('2026-11-23T12:30:00Z');

describe('weighing form', () => {
  it("turns typed weights into the API input, the company's wall-clock time into an instant", () => {
    const values = { ...emptyWeighingForm(now, zone), weighedAt: '2026-11-23T08:15', weights: '1520\n1480 1.510' };
    expect(readWeighingForm(values, 7, now, zone)).toEqual({
      ok: true,
      input: { division: 7, weighed_at: '2026-11-23T11:15:00.000Z', samples: [1520, 1480, 1510] },
    });
  });

  it("starts at now on the company's wall clock and saves a picked time in the company's zone, at 21:30 and 00:30", () => {
    const evening = new Date('2026-11-26T00:30:00Z'); // 21:30 on the 25th in São Paulo, 09:30 on the 26th in Tokyo
    expect(emptyWeighingForm(evening, zone).weighedAt).toBe('2026-11-25T21:30');
    expect(emptyWeighingForm(evening, 'Asia/Tokyo').weighedAt).toBe('2026-11-26T09:30');
    const later = new Date('2026-11-26T04:00:00Z');
    const pick = (weighedAt: string, timeZone: string) => readWeighingForm({ ...emptyWeighingForm(later, timeZone), weighedAt, weights: '1500' }, 7, later, timeZone);
    expect(pick('2026-11-25T21:30', zone)).toMatchObject({ ok: true, input: { weighed_at: '2026-11-26T00:30:00.000Z' } });
    expect(pick('2026-11-26T00:30', zone)).toMatchObject({ ok: true, input: { weighed_at: '2026-11-26T03:30:00.000Z' } });
    expect(pick('2026-11-26T00:30', 'Asia/Tokyo')).toMatchObject({ ok: true, input: { weighed_at: '2026-11-25T15:30:00.000Z' } });
    // 00:30 São Paulo time is 03:30 UTC: still ahead of 03:00 UTC, so refused as in the future.
    expect(readWeighingForm({ ...emptyWeighingForm(later, zone), weighedAt: '2026-11-26T00:30', weights: '1500' }, 7, new Date('2026-11-26T03:00:00Z'), zone)).toMatchObject({
      ok: false,
      errors: { weighedAt: { key: 'performance.form.errors.future' } },
    });
  });

  it('sends an average with its count, and the sex of the birds when said', () => {
    const values = { ...emptyWeighingForm(now, zone), mode: 'average' as const, average: '1502,5', count: '120' };
    expect(readWeighingForm(values, 7, now, zone)).toMatchObject({ ok: true, input: { average: 1502.5, count: 120 } });
    expect(readWeighingForm(values, 7, now, zone)).not.toHaveProperty('input.sex');
    expect(readWeighingForm({ ...values, sex: '3' }, 7, now, zone)).toMatchObject({ ok: true, input: { sex: 3 } });
  });

  it('asks for the sex in mixed and breeder flocks only', () => {
    expect(weighsSexesApart({ sex: { external_id: 1 }, production_type: PRODUCTION_TYPE.broiler })).toBe(true);
    expect(weighsSexesApart({ sex: { external_id: 2 }, production_type: PRODUCTION_TYPE.breederLaying })).toBe(true);
    expect(weighsSexesApart({ sex: { external_id: 3 }, production_type: PRODUCTION_TYPE.broiler })).toBe(false);
  });

  it('says what is wrong with each field', () => {
    expect(readWeighingForm({ ...emptyWeighingForm(now, zone), weighedAt: '2026-11-23T10:00', weights: '15x0' }, 7, now, zone)).toEqual({
      ok: false,
      errors: { weighedAt: { key: 'performance.form.errors.future' }, weights: { key: 'performance.form.errors.notAWeight', values: { value: '15x0' } } },
    });
    expect(readWeighingForm({ ...emptyWeighingForm(now, zone), weights: ' ' }, 7, now, zone)).toMatchObject({ ok: false, errors: { weights: { key: 'performance.form.errors.noWeights' } } });
    expect(readWeighingForm({ ...emptyWeighingForm(now, zone), mode: 'average', average: '1500', count: '0' }, 7, now, zone)).toMatchObject({
      ok: false,
      errors: { count: { key: 'performance.form.errors.count' } },
    });
  });

  it("puts the server's refusals on the fields, naming the implausible weight", () => {
    const values = { ...emptyWeighingForm(now, zone), weights: '1500 2.5 1490' };
    const error = new ApiRequestError(400, 'x', { fields: [{ field: 'samples.1', location: 'body', message: 'not plausible' }] });
    expect(weighingErrorsOf(error, values)).toEqual({ weights: { key: 'performance.form.errors.implausible', values: { value: 2.5 } } });
    expect(weighingErrorsOf(new ApiRequestError(409, 'x'), values)).toEqual({ form: 'performance.form.errors.sameMoment' });
    expect(weighingErrorsOf(new TypeError('offline'), values)).toEqual({ form: 'performance.form.errors.unreachable' });
  });

  it("fills the form back from a recorded weighing, at its time on the company's wall clock", () => {
    const recorded = { id: 1, division: 7, weighed_at: '2026-11-22T10:05:00.000Z', age: 27, count: 2, weight: 1500, samples: [1490, 1510], sex: null, manual: true, editable: true };
    expect(weighingFormOf(recorded, zone)).toEqual({ weighedAt: '2026-11-22T07:05', mode: 'samples', weights: '1490\n1510', average: '', count: '', sex: '' });
    expect(weighingFormOf(recorded, 'Asia/Tokyo').weighedAt).toBe('2026-11-22T19:05');
    expect(weighingFormOf({ ...recorded, sex: { name: 'male', external_id: 3 } }, zone).sex).toBe('3');
    expect(weighingFormOf({ ...recorded, samples: [], count: 80 }, zone)).toMatchObject({ mode: 'average', average: '1500', count: '80' });
  });
});

describe('the weighing form schema', () => {
  it('reads the form as the API input, or each reason under its field', () => {
    const schema = weighingFormSchema(7, zone, () => now);
    expect(schema.parse({ ...emptyWeighingForm(now, zone), weighedAt: '2026-11-23T08:15', weights: '1520 1.480' })).toEqual({ division: 7, weighed_at: '2026-11-23T11:15:00.000Z', samples: [1520, 1480] });
    const refused = schema.safeParse({ ...emptyWeighingForm(now, zone), mode: 'average', average: '15x0', count: '' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['average', 'performance.form.errors.notAWeight'],
      ['count', 'performance.form.errors.count'],
    ]);
  });
});
