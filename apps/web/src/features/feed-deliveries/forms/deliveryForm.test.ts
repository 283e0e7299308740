import { describe, expect, it } from 'vitest';
import type { FeedControl } from '@plantel/contracts';
import { canSubmit, deliveryOf, deliveryProblems, emptyDelivery, locksSiloAndDate, toInput } from './deliveryForm';

const now = new Date(2026, 10, 23, 10, 0);
const record = (type: 1 | 2): FeedControl => ({
  id: 7,
  batch: 3,
  silo: 11,
  silo_identification: 'Silo 1',
  date: new Date(2026, 10, 20, 9, 30).toISOString(),
  quantity: 8000,
  ration_type: 2,
  ration_type_name: 'Inicial',
  movimentation_type: 1,
  measured_quantity: type === 2 ? 7980 : null,
  feed_control_type: type,
});

describe('ration form', () => {
  it('cannot be sent until date, silo and ration type are chosen and the quantity is a number above 0', () => {
    const draft = emptyDelivery(now);
    expect(canSubmit(draft, now)).toBe(false);
    expect(canSubmit({ ...draft, silo: 11, rationType: 2, quantity: '8000' }, now)).toBe(true);
    expect(canSubmit({ ...draft, silo: 11, rationType: 2, quantity: '8 t' }, now)).toBe(false);
    expect(deliveryProblems({ ...draft, quantity: '8 t' }, now)).toEqual({ quantity: 'quantityNumber' });
    expect(deliveryProblems({ ...draft, quantity: '0' }, now)).toEqual({ quantity: 'quantityPositive' });
    expect(deliveryProblems({ ...draft, quantity: '10', date: '2026-11-24T10:00' }, now)).toEqual({ date: 'dateFuture' });
    expect(canSubmit({ ...draft, date: '', silo: 11, rationType: 2, quantity: '1' }, now)).toBe(false);
  });

  it('edits a record: an automatic one locks silo and date, a manual one does not', () => {
    expect(locksSiloAndDate(deliveryOf(record(2)))).toBe(true);
    expect(locksSiloAndDate(deliveryOf(record(1)))).toBe(false);
    expect(locksSiloAndDate(emptyDelivery(now))).toBe(false);
  });

  it('sends the delivery as the API takes it, with a decimal comma read as a point', () => {
    const draft = { ...deliveryOf(record(1)), quantity: '7500,5' };
    expect(toInput(draft, 3)).toEqual({ batch: 3, silo: 11, date: new Date(2026, 10, 20, 9, 30).toISOString(), quantity: 7500.5, ration_type: 2, movimentation_type: 1 });
  });
});
