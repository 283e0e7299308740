import { describe, expect, it } from 'vitest';
import type { FeedControl } from '@plantel/contracts';
import { deliveryFormSchema, deliveryOf, emptyDelivery, locksSiloAndDate, type DeliveryValues } from './deliveryForm';

// 10:00 on 23 November in São Paulo (UTC−3), the company's zone; the test machine's zone plays no part.
const zone = 'America/Sao_Paulo';
const now = new Date('2026-11-23T13:00:00Z');
const record = (type: 1 | 2): FeedControl => ({
  id: 7,
  batch: 3,
  silo: 11,
  silo_identification: 'Silo 1',
  date: '2026-11-20T12:30:00.000Z',
  quantity: 8000,
  ration_type: 2,
  ration_type_name: 'Inicial',
  movimentation_type: 1,
  measured_quantity: type === 2 ? 7980 : null,
  feed_control_type: type,
});

/** The input the form sends, or its message keys by field. */
function read(values: Partial<DeliveryValues>, at = now, timeZone = zone) {
  const result = deliveryFormSchema(timeZone, () => at).safeParse({ ...emptyDelivery(at, timeZone).values, ...values });
  return result.success ? result.data : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('ration form', () => {
  it('cannot be sent until date, silo and ration type are chosen and the quantity is a number above 0', () => {
    expect(read({})).toEqual({ silo: 'validation.required', ration_type: 'validation.required', quantity: 'deliveries.errors.quantityNumber' });
    expect(read({ silo: 11, ration_type: 2, quantity: 8000 })).toEqual({ silo: 11, ration_type: 2, quantity: 8000, date: '2026-11-23T13:00:00.000Z', movimentation_type: 1 });
    expect(read({ silo: 11, ration_type: 2, quantity: Number.NaN })).toEqual({ quantity: 'deliveries.errors.quantityNumber' });
    expect(read({ silo: 11, ration_type: 2, quantity: 0 })).toEqual({ quantity: 'deliveries.errors.quantityPositive' });
    expect(read({ silo: 11, ration_type: 2, quantity: 10, date: '2026-11-24T10:00' })).toEqual({ date: 'deliveries.errors.dateFuture' });
    expect(read({ silo: 11, ration_type: 2, quantity: 1, date: '' })).toEqual({ date: 'validation.required' });
  });

  it('edits a record: an automatic one locks silo and date, a manual one does not', () => {
    expect(locksSiloAndDate(deliveryOf(record(2), zone).editing)).toBe(true);
    expect(locksSiloAndDate(deliveryOf(record(1), zone).editing)).toBe(false);
    expect(locksSiloAndDate(emptyDelivery(now, zone).editing)).toBe(false);
  });

  it('sends an edited record as the API takes it', () => {
    const { values } = deliveryOf(record(1), zone);
    expect(values.date).toBe('2026-11-20T09:30');
    expect(read({ ...values, quantity: 7500.5 })).toEqual({ silo: 11, date: '2026-11-20T12:30:00.000Z', quantity: 7500.5, ration_type: 2, movimentation_type: 1 });
  });

  it("starts at now on the company's wall clock and saves the picked time in its zone, at 21:30 and 00:30", () => {
    const evening = new Date('2026-11-26T00:30:00Z'); // 21:30 on the 25th in São Paulo, 09:30 on the 26th in Tokyo
    expect(emptyDelivery(evening, zone).values.date).toBe('2026-11-25T21:30');
    expect(emptyDelivery(evening, 'Asia/Tokyo').values.date).toBe('2026-11-26T09:30');
    const filled = { silo: 11, ration_type: 2, quantity: 8000 };
    const late = new Date('2026-11-26T04:00:00Z');
    expect(read({ ...filled, date: '2026-11-25T21:30' }, late)).toMatchObject({ date: '2026-11-26T00:30:00.000Z' });
    expect(read({ ...filled, date: '2026-11-26T00:30' }, late)).toMatchObject({ date: '2026-11-26T03:30:00.000Z' });
    expect(read({ ...filled, date: '2026-11-26T00:30' }, late, 'Asia/Tokyo')).toMatchObject({ date: '2026-11-25T15:30:00.000Z' });
    // At 21:30 in São Paulo, 00:30 of the next day there is still hours ahead; in Tokyo it is long past.
    expect(read({ ...filled, date: '2026-11-26T00:30' }, evening)).toEqual({ date: 'deliveries.errors.dateFuture' });
    expect(read({ ...filled, date: '2026-11-26T00:30' }, evening, 'Asia/Tokyo')).toMatchObject({ date: '2026-11-25T15:30:00.000Z' });
  });
});
