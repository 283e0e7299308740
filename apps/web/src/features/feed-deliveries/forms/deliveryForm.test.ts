import { describe, expect, it } from 'vitest';
import type { FeedControl } from '@plantel/contracts';
import { canSubmit, deliveryOf, deliveryProblems, emptyDelivery, locksSiloAndDate, toInput } from './deliveryForm';

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

describe('ration form', () => {
  it('cannot be sent until date, silo and ration type are chosen and the quantity is a number above 0', () => {
    const draft = emptyDelivery(now, zone);
    expect(canSubmit(draft, now, zone)).toBe(false);
    expect(canSubmit({ ...draft, silo: 11, rationType: 2, quantity: '8000' }, now, zone)).toBe(true);
    expect(canSubmit({ ...draft, silo: 11, rationType: 2, quantity: '8 t' }, now, zone)).toBe(false);
    expect(deliveryProblems({ ...draft, quantity: '8 t' }, now, zone)).toEqual({ quantity: 'quantityNumber' });
    expect(deliveryProblems({ ...draft, quantity: '0' }, now, zone)).toEqual({ quantity: 'quantityPositive' });
    expect(deliveryProblems({ ...draft, quantity: '10', date: '2026-11-24T10:00' }, now, zone)).toEqual({ date: 'dateFuture' });
    expect(canSubmit({ ...draft, date: '', silo: 11, rationType: 2, quantity: '1' }, now, zone)).toBe(false);
  });

  it('edits a record: an automatic one locks silo and date, a manual one does not', () => {
    expect(locksSiloAndDate(deliveryOf(record(2), zone))).toBe(true);
    expect(locksSiloAndDate(deliveryOf(record(1), zone))).toBe(false);
    expect(locksSiloAndDate(emptyDelivery(now, zone))).toBe(false);
  });

  it('sends the delivery as the API takes it, with a decimal comma read as a point', () => {
    const draft = { ...deliveryOf(record(1), zone), quantity: '7500,5' };
    expect(draft.date).toBe('2026-11-20T09:30');
    expect(toInput(draft, 3, zone)).toEqual({ batch: 3, silo: 11, date: '2026-11-20T12:30:00.000Z', quantity: 7500.5, ration_type: 2, movimentation_type: 1 });
  });

  it("starts at now on the company's wall clock and saves the picked time in its zone, at 21:30 and 00:30", () => {
    const evening = new Date('2026-11-26T00:30:00Z'); // 21:30 on the 25th in São Paulo, 09:30 on the 26th in Tokyo
    expect(emptyDelivery(evening, zone).date).toBe('2026-11-25T21:30');
    expect(emptyDelivery(evening, 'Asia/Tokyo').date).toBe('2026-11-26T09:30');
    const filled = (date: string) => ({ ...emptyDelivery(evening, zone), date, silo: 11, rationType: 2, quantity: '8000' });
    expect(toInput(filled('2026-11-25T21:30'), 3, zone).date).toBe('2026-11-26T00:30:00.000Z');
    expect(toInput(filled('2026-11-26T00:30'), 3, zone).date).toBe('2026-11-26T03:30:00.000Z');
    expect(toInput(filled('2026-11-26T00:30'), 3, 'Asia/Tokyo').date).toBe('2026-11-25T15:30:00.000Z');
    // At 21:30 in São Paulo, 00:30 of the next day there is still hours ahead; in Tokyo it is long past.
    expect(deliveryProblems(filled('2026-11-26T00:30'), evening, zone)).toEqual({ date: 'dateFuture' });
    expect(deliveryProblems(filled('2026-11-26T00:30'), evening, 'Asia/Tokyo')).toEqual({});
  });
});
