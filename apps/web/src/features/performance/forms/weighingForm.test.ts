import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-errors';
import { toLocalInput } from '@/lib/period';
import { emptyWeighingForm, readWeighingForm, weighingErrorsOf, weighingFormOf, weighsSexesApart } from './weighingForm';

const now = new Date(2026, 10, 23, 9, 30);

describe('weighing form', () => {
  it('turns typed weights into the API input, the local time into an instant', () => {
    const values = { ...emptyWeighingForm(now), weighedAt: '2026-11-23T08:15', weights: '1520\n1480 1.510' };
    expect(readWeighingForm(values, 7, now)).toEqual({
      ok: true,
      input: { division: 7, weighed_at: new Date(2026, 10, 23, 8, 15).toISOString(), samples: [1520, 1480, 1510] },
    });
  });

  it('sends an average with its count, and the sex of the birds when said', () => {
    const values = { ...emptyWeighingForm(now), mode: 'average' as const, average: '1502,5', count: '120' };
    expect(readWeighingForm(values, 7, now)).toMatchObject({ ok: true, input: { average: 1502.5, count: 120 } });
    expect(readWeighingForm(values, 7, now)).not.toHaveProperty('input.sex');
    expect(readWeighingForm({ ...values, sex: '3' }, 7, now)).toMatchObject({ ok: true, input: { sex: 3 } });
  });

  it('asks for the sex in mixed and breeder flocks only', () => {
    expect(weighsSexesApart({ sex: { external_id: 1 }, production_type: 3 })).toBe(true);
    expect(weighsSexesApart({ sex: { external_id: 2 }, production_type: 2 })).toBe(true);
    expect(weighsSexesApart({ sex: { external_id: 3 }, production_type: 3 })).toBe(false);
  });

  it('says what is wrong with each field', () => {
    expect(readWeighingForm({ ...emptyWeighingForm(now), weighedAt: '2026-11-23T10:00', weights: '15x0' }, 7, now)).toEqual({
      ok: false,
      errors: { weighedAt: { key: 'performance.form.errors.future' }, weights: { key: 'performance.form.errors.notAWeight', values: { value: '15x0' } } },
    });
    expect(readWeighingForm({ ...emptyWeighingForm(now), weights: ' ' }, 7, now)).toMatchObject({ ok: false, errors: { weights: { key: 'performance.form.errors.noWeights' } } });
    expect(readWeighingForm({ ...emptyWeighingForm(now), mode: 'average', average: '1500', count: '0' }, 7, now)).toMatchObject({
      ok: false,
      errors: { count: { key: 'performance.form.errors.count' } },
    });
  });

  it("puts the server's refusals on the fields, naming the implausible weight", () => {
    const values = { ...emptyWeighingForm(now), weights: '1500 2.5 1490' };
    const error = new ApiRequestError(400, 'x', { fields: [{ field: 'samples.1', location: 'body', message: 'not plausible' }] });
    expect(weighingErrorsOf(error, values)).toEqual({ weights: { key: 'performance.form.errors.implausible', values: { value: 2.5 } } });
    expect(weighingErrorsOf(new ApiRequestError(409, 'x'), values)).toEqual({ form: 'performance.form.errors.sameMoment' });
    expect(weighingErrorsOf(new TypeError('offline'), values)).toEqual({ form: 'performance.form.errors.unreachable' });
  });

  it('fills the form back from a recorded weighing', () => {
    const at = new Date(2026, 10, 22, 7, 5);
    const recorded = { id: 1, division: 7, weighed_at: at.toISOString(), age: 27, count: 2, weight: 1500, samples: [1490, 1510], sex: null, manual: true, editable: true };
    expect(weighingFormOf(recorded)).toEqual({ weighedAt: toLocalInput(at), mode: 'samples', weights: '1490\n1510', average: '', count: '', sex: '' });
    expect(weighingFormOf({ ...recorded, sex: { name: 'male', external_id: 3 } }).sex).toBe('3');
    expect(weighingFormOf({ ...recorded, samples: [], count: 80 })).toMatchObject({ mode: 'average', average: '1500', count: '80' });
  });
});
