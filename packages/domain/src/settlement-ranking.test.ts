import { describe, expect, it } from 'vitest';
import { producerRankingView, rankClosedBatches, rankingDistribution, type ClosedBatchForRanking } from './settlement-ranking';
import { RANKING_EXPECTED, RANKING_FIGURES_BY_BATCH, RANKING_PRODUCERS, rankingBatchId, rankingClosedOn, rankingProducerOf, rankingStatement } from './testing/ranking-cases';

const PRODUCERS = RANKING_PRODUCERS;

// Handed over in a shuffled order: the ranking must not lean on the order it is given.
const BATCHES: ClosedBatchForRanking[] = RANKING_FIGURES_BY_BATCH.map((figures, i) => ({
  batchId: rankingBatchId(i + 1),
  producerId: `p${rankingProducerOf(i + 1)}`,
  producerName: PRODUCERS[rankingProducerOf(i + 1) - 1]!,
  closedOn: rankingClosedOn(i + 1),
  statement: rankingStatement(figures, rankingBatchId(i + 1)),
})).sort((a, b) => (a.batchId.charCodeAt(2) % 3) - (b.batchId.charCodeAt(2) % 3) || b.batchId.localeCompare(a.batchId));

const placesOf = (figure: Parameters<typeof rankClosedBatches>[1]) => rankClosedBatches(BATCHES, figure).batches.map((b) => [b.batchId, b.rank]);

describe('rankClosedBatches over 30 batches sorted by hand', () => {
  it('ranks by EPEF, higher first; 402.31 and 402.34 both show 402.3 and share 11th; three batches at 380.0 share 19th; b30 has none', () => {
    expect(placesOf('epef')).toEqual(RANKING_EXPECTED.epef);
    expect(rankClosedBatches(BATCHES, 'epef').ranked).toBe(29);
  });

  it('ranks by adjusted FCR, lower first; 1.5704 shows 1.570 and ties with b01', () => {
    expect(placesOf('adjusted_fcr')).toEqual(RANKING_EXPECTED.adjusted_fcr);
  });

  it('ranks by viability, higher first; b06 and b30 share 17th at 95 %', () => {
    expect(placesOf('viability')).toEqual(RANKING_EXPECTED.viability);
  });

  it('ranks by cost per kg, lower first; b12 and b30 share 15th at 368.4 ¢', () => {
    expect(placesOf('cost_per_kg')).toEqual(RANKING_EXPECTED.cost_per_kg);
  });

  it('ranks by pay per kg, higher first; 26.834 ¢ shows 26.83 ¢ and ties with b01', () => {
    expect(placesOf('pay_per_kg')).toEqual(RANKING_EXPECTED.pay_per_kg);
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
  const view = producerRankingView(ranking, BATCHES, ['p3'], (n) => `Produtor ${n}`);

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
    for (const name of PRODUCERS.filter((n) => n !== 'João Batista Moreira')) expect(text).not.toContain(name);
    expect(view.batches.filter((b) => b.producerId !== 'p3').every((b) => b.batchId === null && b.producerId === null)).toBe(true);
    // Others numbered by their first closed batch: p1 (b01) 1, p2 (b02) 2, p4 (b04) 3, p5 (b05) 4, p6 (b06) 5.
    expect(view.batches[0]).toMatchObject({ producerName: 'Produtor 4', rank: 1 }); // b23, p5
    const byCost = producerRankingView(rankClosedBatches(BATCHES, 'cost_per_kg'), BATCHES, ['p3'], (n) => `Produtor ${n}`);
    expect(byCost.batches[0]).toMatchObject({ producerName: 'Produtor 4' }); // b23 again
    expect(byCost.batches[1]).toMatchObject({ producerName: 'Produtor 4' }); // b29, p5
    expect(byCost.batches.at(-1)).toMatchObject({ producerName: 'Produtor 3' }); // b04, p4
  });
});
