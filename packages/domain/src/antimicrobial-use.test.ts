import { describe, expect, it } from 'vitest';
import { antimicrobialUse, pooledAntimicrobialUse } from './antimicrobial-use';

describe('antimicrobial use, worked by hand', () => {
  const enrofloxacin = { name: 'enrofloxacin', class: 'fluoroquinolones', mgPerUnit: 100 };
  const amoxicillin = { name: 'amoxicillin', class: 'penicillins', mgPerUnit: 500 };

  it('sums quantity × mg per unit by ingredient and class, and divides by the live weight produced', () => {
    // 12,000 mL × 100 mg/mL = 1,200,000 mg of enrofloxacin; 2 treatments of 400 g × 500 mg/g = 400,000 mg of amoxicillin.
    const use = antimicrobialUse(
      [
        { quantity: 12_000, ingredients: [enrofloxacin] },
        { quantity: 400, ingredients: [amoxicillin] },
        { quantity: 400, ingredients: [{ ...amoxicillin, name: 'Amoxicillin' }] },
      ],
      // 20,000 birds × 2.0 kg = 40,000 kg: (1,200,000 + 400,000) ÷ 40,000 = 40 mg/kg.
      40_000,
    );
    expect(use.totalMg).toBe(1_600_000);
    expect(use.mgPerKg).toBe(40);
    expect(use.byIngredient).toEqual([
      { name: 'enrofloxacin', class: 'fluoroquinolones', mg: 1_200_000 },
      { name: 'amoxicillin', class: 'penicillins', mg: 400_000 },
    ]);
    expect(use.byClass).toEqual([
      { class: 'fluoroquinolones', mg: 1_200_000 },
      { class: 'penicillins', mg: 400_000 },
    ]);
  });

  it('counts no treatment without its quantity, and gives no ratio without a live weight', () => {
    const use = antimicrobialUse([{ quantity: null, ingredients: [enrofloxacin] }], null);
    expect(use.totalMg).toBe(0);
    expect(use.mgPerKg).toBeNull();
  });
});

describe('antimicrobial use of several flocks', () => {
  it('is all their mg over all their kg, not the mean of their figures', () => {
    // Flock A: 1,200,000 mg of enrofloxacin over 40,000 kg = 30 mg/kg. Flock B: none, 20,000 kg = 0 mg/kg.
    // Together: 1,200,000 mg ÷ 60,000 kg = 20 mg/kg (the mean of 30 and 0 would say 15).
    const a = { use: { totalMg: 1_200_000, byClass: [{ class: 'fluoroquinolones', mg: 1_200_000 }] }, liveWeightKg: 40_000 };
    const b = { use: { totalMg: 0, byClass: [] }, liveWeightKg: 20_000 };
    expect(pooledAntimicrobialUse([a, b])).toEqual({ flocks: 2, liveWeightKg: 60_000, totalMg: 1_200_000, mgPerKg: 20, byClass: [{ class: 'fluoroquinolones', mg: 1_200_000 }] });
    expect(pooledAntimicrobialUse([]).mgPerKg).toBeNull();
  });
});
