import { describe, expect, it } from 'vitest';
import { producerRankingView, rankClosedBatches, rankingDistribution, type ClosedBatchForRanking } from './settlement-ranking';
import { settleBatch, type SettlementStatement } from './settlement-statement';
import { BAND_BATCH, BAND_CONTRACT } from './testing/settlement-cases';

const PRODUCERS = ['Sítio Boa Vista', 'Granja Santa Luzia', 'Sítio Três Irmãos', 'Granja Recanto', 'Sítio Paraíso', 'Granja Esperança'];
/** Every batch pays on 50,000 kg, so its pay per kg is its payable ÷ 50,000. */
const KG_PAID = 50_000;
const base = settleBatch(BAND_BATCH, BAND_CONTRACT);

/**
 * 30 closed batches, b01 to b30, closed on 1 to 30 August in that order; bNN belongs to producer
 * ((NN − 1) mod 6) + 1. b30 is a batch without EPEF nor adjusted FCR (pigs have neither).
 * Columns: EPEF, adjusted FCR, viability %, cost per kg (¢), pay per kg (¢).
 */
const FIGURES: [number | null, number | null, number, number, number][] = [
  [401.7, 1.57, 96.0, 366.9, 26.83], // b01
  [355.2, 1.642, 93.5, 380.5, 24.1], // b02
  [420.9, 1.515, 97.4, 359.4, 28.01], // b03
  [338.6, 1.688, 91.2, 395.5, 22.75], // b04
  [402.31, 1.566, 96.1, 358.8, 26.9], // b05
  [389.0, 1.603, 95.0, 372.0, 25.4], // b06
  [410.4, 1.548, 96.8, 362.2, 27.35], // b07
  [366.7, 1.625, 94.2, 377.7, 24.8], // b08
  [379.98, 1.611, 94.9, 370.3, 25.12], // b09
  [345.0, 1.671, 92.1, 390.1, 23.3], // b10
  [428.2, 1.502, 97.9, 355.0, 28.6], // b11
  [395.5, 1.59, 95.6, 368.4, 25.95], // b12
  [415.0, 1.531, 97.0, 360.0, 27.7], // b13
  [361.1, 1.634, 93.8, 379.9, 24.45], // b14
  [399.9, 1.5704, 95.95, 366.95, 26.5], // b15
  [350.0, 1.66, 92.6, 386.0, 23.8], // b16
  [402.34, 1.58, 96.3, 364.1, 26.834], // b17
  [384.4, 1.607, 94.7, 371.6, 25.3], // b18
  [424.6, 1.509, 97.6, 356.8, 28.3], // b19
  [372.5, 1.619, 94.5, 375.2, 24.95], // b20
  [407.7, 1.555, 96.5, 363.0, 27.05], // b21
  [380.04, 1.65, 93.1, 384.3, 24.0], // b22
  [432.1, 1.496, 98.2, 352.9, 29.1], // b23
  [391.2, 1.598, 95.3, 369.9, 25.6], // b24
  [418.8, 1.524, 97.2, 358.1, 27.95], // b25
  [358.3, 1.638, 93.6, 381.7, 24.25], // b26
  [404.9, 1.561, 96.6, 361.5, 27.2], // b27
  [380.0, 1.645, 92.9, 383.0, 23.95], // b28
  [426.0, 1.505, 97.7, 354.2, 28.45], // b29
  [null, null, 95.0, 368.4, 25.5], // b30
];

const id = (n: number) => `b${String(n).padStart(2, '0')}`;

function statementWith([epef, adjustedFcr, viability, costPerKg, payPerKg]: (typeof FIGURES)[number]): SettlementStatement {
  return {
    ...base,
    indicators: { ...base.indicators, epef, adjustedFcr, viabilityPercent: viability, costPerKgCents: costPerKg },
    quantities: { ...base.quantities, kgPaid: KG_PAID },
    payableCents: Math.round(payPerKg * KG_PAID),
  };
}

// Handed over in a shuffled order: the ranking must not lean on the order it is given.
const BATCHES: ClosedBatchForRanking[] = FIGURES.map((figures, i) => ({
  batchId: id(i + 1),
  producerId: `p${(i % 6) + 1}`,
  producerName: PRODUCERS[i % 6]!,
  closedOn: `2026-08-${String(i + 1).padStart(2, '0')}`,
  statement: statementWith(figures),
})).sort((a, b) => (a.batchId.charCodeAt(2) % 3) - (b.batchId.charCodeAt(2) % 3) || b.batchId.localeCompare(a.batchId));

const placesOf = (figure: Parameters<typeof rankClosedBatches>[1]) => rankClosedBatches(BATCHES, figure).batches.map((b) => [b.batchId, b.rank]);

describe('rankClosedBatches over 30 batches sorted by hand', () => {
  it('ranks by EPEF, higher first; 402.31 and 402.34 both show 402.3 and share 11th; three batches at 380.0 share 19th; b30 has none', () => {
    // prettier-ignore
    expect(placesOf('epef')).toEqual([
      ['b23', 1], ['b11', 2], ['b29', 3], ['b19', 4], ['b03', 5], ['b25', 6], ['b13', 7], ['b07', 8], ['b21', 9], ['b27', 10],
      ['b05', 11], ['b17', 11], ['b01', 13], ['b15', 14], ['b12', 15], ['b24', 16], ['b06', 17], ['b18', 18],
      ['b09', 19], ['b22', 19], ['b28', 19], ['b20', 22], ['b08', 23], ['b14', 24], ['b26', 25], ['b02', 26], ['b16', 27], ['b10', 28], ['b04', 29],
      ['b30', null],
    ]);
    expect(rankClosedBatches(BATCHES, 'epef').ranked).toBe(29);
  });

  it('ranks by adjusted FCR, lower first; 1.5704 shows 1.570 and ties with b01', () => {
    // prettier-ignore
    expect(placesOf('adjusted_fcr')).toEqual([
      ['b23', 1], ['b11', 2], ['b29', 3], ['b19', 4], ['b03', 5], ['b25', 6], ['b13', 7], ['b07', 8], ['b21', 9], ['b27', 10],
      ['b05', 11], ['b01', 12], ['b15', 12], ['b17', 14], ['b12', 15], ['b24', 16], ['b06', 17], ['b18', 18], ['b09', 19], ['b20', 20],
      ['b08', 21], ['b14', 22], ['b26', 23], ['b02', 24], ['b28', 25], ['b22', 26], ['b16', 27], ['b10', 28], ['b04', 29],
      ['b30', null],
    ]);
  });

  it('ranks by viability, higher first; b06 and b30 share 17th at 95 %', () => {
    // prettier-ignore
    expect(placesOf('viability')).toEqual([
      ['b23', 1], ['b11', 2], ['b29', 3], ['b19', 4], ['b03', 5], ['b25', 6], ['b13', 7], ['b07', 8], ['b27', 9], ['b21', 10],
      ['b17', 11], ['b05', 12], ['b01', 13], ['b15', 14], ['b12', 15], ['b24', 16], ['b06', 17], ['b30', 17], ['b09', 19], ['b18', 20],
      ['b20', 21], ['b08', 22], ['b14', 23], ['b26', 24], ['b02', 25], ['b22', 26], ['b28', 27], ['b16', 28], ['b10', 29], ['b04', 30],
    ]);
  });

  it('ranks by cost per kg, lower first; b12 and b30 share 15th at 368.4 ¢', () => {
    // prettier-ignore
    expect(placesOf('cost_per_kg')).toEqual([
      ['b23', 1], ['b29', 2], ['b11', 3], ['b19', 4], ['b25', 5], ['b05', 6], ['b03', 7], ['b13', 8], ['b27', 9], ['b07', 10],
      ['b21', 11], ['b17', 12], ['b01', 13], ['b15', 14], ['b12', 15], ['b30', 15], ['b24', 17], ['b09', 18], ['b18', 19], ['b06', 20],
      ['b20', 21], ['b08', 22], ['b14', 23], ['b02', 24], ['b26', 25], ['b28', 26], ['b22', 27], ['b16', 28], ['b10', 29], ['b04', 30],
    ]);
  });

  it('ranks by pay per kg, higher first; 26.834 ¢ shows 26.83 ¢ and ties with b01', () => {
    // prettier-ignore
    expect(placesOf('pay_per_kg')).toEqual([
      ['b23', 1], ['b11', 2], ['b29', 3], ['b19', 4], ['b03', 5], ['b25', 6], ['b13', 7], ['b07', 8], ['b27', 9], ['b21', 10],
      ['b05', 11], ['b01', 12], ['b17', 12], ['b15', 14], ['b12', 15], ['b24', 16], ['b30', 17], ['b06', 18], ['b18', 19], ['b09', 20],
      ['b20', 21], ['b08', 22], ['b14', 23], ['b26', 24], ['b02', 25], ['b22', 26], ['b28', 27], ['b16', 28], ['b10', 29], ['b04', 30],
    ]);
    // Pay per kg is the payable over the kg paid: 1,341,700 ¢ ÷ 50,000 kg.
    expect(rankClosedBatches(BATCHES, 'pay_per_kg').batches[12]!.value).toBeCloseTo(26.834, 9);
  });

  it('draws the distribution of viability: quartiles by linear interpolation, bins of 1 %', () => {
    const { distribution } = rankClosedBatches(BATCHES, 'viability');
    // Sorted: 91.2 92.1 92.6 92.9 93.1 93.5 93.6 93.8 94.2 94.5 94.7 94.9 95 95 95.3 95.6 95.95 96 96.1 96.3 96.5 96.6 96.8 97 97.2 97.4 97.6 97.7 97.9 98.2.
    // Q1 at 29 × 0.25 = 7.25: 93.8 + 0.25 × (94.2 − 93.8) = 93.9; median at 14.5: (95.3 + 95.6) ÷ 2 = 95.45; Q3 at 21.75: 96.6 + 0.75 × 0.2 = 96.75.
    expect(distribution).toMatchObject({ count: 30, min: 91.2, max: 98.2 });
    expect(distribution!.q1).toBeCloseTo(93.9, 9);
    expect(distribution!.median).toBeCloseTo(95.45, 9);
    expect(distribution!.q3).toBeCloseTo(96.75, 9);
    // ⌈log2 30⌉ + 1 = 6 bins wanted over 7 %: 1.17 % rounds to bins of 1 %, 91 to 99.
    expect(distribution!.bins).toEqual([
      { from: 91, to: 92, count: 1 },
      { from: 92, to: 93, count: 3 },
      { from: 93, to: 94, count: 4 },
      { from: 94, to: 95, count: 4 },
      { from: 95, to: 96, count: 5 },
      { from: 96, to: 97, count: 6 },
      { from: 97, to: 98, count: 6 },
      { from: 98, to: 99, count: 1 },
    ]);
  });

  it('bins on round edges that binary noise does not shift, the largest value in the last bin', () => {
    // ⌈log2 5⌉ + 1 = 4 bins wanted over 0.2: 0.05 wide. 1.45 ÷ 0.05 is 28.999999999999996 in binary:
    // 1.45 still opens the first bin; 1.65, the largest, closes the last one.
    expect(rankingDistribution([1.45, 1.5, 1.55, 1.6, 1.65])!.bins).toEqual([
      { from: 1.45, to: 1.5, count: 1 },
      { from: 1.5, to: 1.55, count: 1 },
      { from: 1.55, to: 1.6, count: 1 },
      { from: 1.6, to: 1.65, count: 2 },
    ]);
    expect(rankingDistribution([5, 5])!.bins).toEqual([{ from: 5, to: 5, count: 2 }]);
    expect(rankingDistribution([])).toBeNull();
  });
});

describe("a producer's view", () => {
  const ranking = rankClosedBatches(BATCHES, 'epef');
  const view = producerRankingView(ranking, BATCHES, 'p3', (n) => `Produtor ${n}`);

  it('lists his own batches batch over batch with their places among all', () => {
    // p3 holds b03, b09, b15, b21, b27: EPEF places 5, 19, 14, 9 and 10 of 29.
    expect(view.own.map((b) => [b.batchId, b.rank])).toEqual([
      ['b03', 5],
      ['b09', 19],
      ['b15', 14],
      ['b21', 9],
      ['b27', 10],
    ]);
    expect(view.ranked).toBe(29);
  });

  it("masks every other producer's name and ids, one number per producer whatever the figure", () => {
    const text = JSON.stringify(view);
    for (const name of PRODUCERS.filter((n) => n !== 'Sítio Três Irmãos')) expect(text).not.toContain(name);
    expect(view.batches.filter((b) => b.producerId !== 'p3').every((b) => b.batchId === null && b.producerId === null)).toBe(true);
    // Others numbered by their first closed batch: p1 (b01) 1, p2 (b02) 2, p4 (b04) 3, p5 (b05) 4, p6 (b06) 5.
    expect(view.batches[0]).toMatchObject({ producerName: 'Produtor 4', rank: 1 }); // b23, p5
    const byCost = producerRankingView(rankClosedBatches(BATCHES, 'cost_per_kg'), BATCHES, 'p3', (n) => `Produtor ${n}`);
    expect(byCost.batches[0]).toMatchObject({ producerName: 'Produtor 4' }); // b23 again
    expect(byCost.batches[1]).toMatchObject({ producerName: 'Produtor 4' }); // b29, p5
    expect(byCost.batches.at(-1)).toMatchObject({ producerName: 'Produtor 3' }); // b04, p4
  });
});
