/**
 * 30 closed batches to rank, sorted by hand (settlement-ranking.test.ts, and the rankings API test
 * over the same batches). Each statement is BAND_BATCH's with the ranked figures set as below.
 */
import { settleBatch, type SettlementStatement } from '../settlement-statement';
import { BAND_BATCH, BAND_CONTRACT } from './settlement-cases';

export const RANKING_PRODUCERS = ['Sítio Boa Vista', 'Granja Santa Luzia', 'João Batista Moreira', 'Granja Recanto', 'Sítio Paraíso', 'Granja Esperança'];
/** Every batch pays on 50,000 kg, so its pay per kg is its payable ÷ 50,000. */
const KG_PAID = 50_000;
const base = settleBatch(BAND_BATCH, BAND_CONTRACT);

/**
 * b01 to b30, closed on 1 to 30 August 2026 in that order; bNN belongs to producer
 * ((NN − 1) mod 6) + 1 of RANKING_PRODUCERS. b30 has neither EPEF nor adjusted FCR (as pigs).
 * Columns: EPEF, adjusted FCR, viability %, cost per kg (¢), pay per kg (¢).
 */
export const RANKING_FIGURES_BY_BATCH: [number | null, number | null, number, number, number][] = [
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

export const rankingBatchId = (n: number) => `b${String(n).padStart(2, '0')}`;
export const rankingClosedOn = (n: number) => `2026-08-${String(n).padStart(2, '0')}`;
/** Producer (1 to 6) of batch n (1 to 30). */
export const rankingProducerOf = (n: number) => ((n - 1) % 6) + 1;

/** The statement of a batch with these figures. */
export function rankingStatement([epef, adjustedFcr, viability, costPerKg, payPerKg]: (typeof RANKING_FIGURES_BY_BATCH)[number], batchId: string): SettlementStatement {
  return {
    ...base,
    batchId,
    indicators: { ...base.indicators, epef, adjustedFcr, viabilityPercent: viability, costPerKgCents: costPerKg },
    quantities: { ...base.quantities, kgPaid: KG_PAID },
    payableCents: Math.round(payPerKg * KG_PAID),
  };
}

/** The places, by hand: [batch, rank], best first. Equal figures at the shown precision share a place. */
export const RANKING_EXPECTED = {
  // Higher first; 402.31 and 402.34 both show 402.3 and share 11th; three at 380.0 share 19th; b30 has none.
  // prettier-ignore
  epef: [
    ['b23', 1], ['b11', 2], ['b29', 3], ['b19', 4], ['b03', 5], ['b25', 6], ['b13', 7], ['b07', 8], ['b21', 9], ['b27', 10],
    ['b05', 11], ['b17', 11], ['b01', 13], ['b15', 14], ['b12', 15], ['b24', 16], ['b06', 17], ['b18', 18],
    ['b09', 19], ['b22', 19], ['b28', 19], ['b20', 22], ['b08', 23], ['b14', 24], ['b26', 25], ['b02', 26], ['b16', 27], ['b10', 28], ['b04', 29],
    ['b30', null],
  ] as [string, number | null][],
  // Lower first; 1.5704 shows 1.570 and ties with b01; b30 has none.
  // prettier-ignore
  adjusted_fcr: [
    ['b23', 1], ['b11', 2], ['b29', 3], ['b19', 4], ['b03', 5], ['b25', 6], ['b13', 7], ['b07', 8], ['b21', 9], ['b27', 10],
    ['b05', 11], ['b01', 12], ['b15', 12], ['b17', 14], ['b12', 15], ['b24', 16], ['b06', 17], ['b18', 18], ['b09', 19], ['b20', 20],
    ['b08', 21], ['b14', 22], ['b26', 23], ['b02', 24], ['b28', 25], ['b22', 26], ['b16', 27], ['b10', 28], ['b04', 29],
    ['b30', null],
  ] as [string, number | null][],
  // Higher first; b06 and b30 share 17th at 95 %.
  // prettier-ignore
  viability: [
    ['b23', 1], ['b11', 2], ['b29', 3], ['b19', 4], ['b03', 5], ['b25', 6], ['b13', 7], ['b07', 8], ['b27', 9], ['b21', 10],
    ['b17', 11], ['b05', 12], ['b01', 13], ['b15', 14], ['b12', 15], ['b24', 16], ['b06', 17], ['b30', 17], ['b09', 19], ['b18', 20],
    ['b20', 21], ['b08', 22], ['b14', 23], ['b26', 24], ['b02', 25], ['b22', 26], ['b28', 27], ['b16', 28], ['b10', 29], ['b04', 30],
  ] as [string, number | null][],
  // Lower first; b12 and b30 share 15th at 368.4 ¢.
  // prettier-ignore
  cost_per_kg: [
    ['b23', 1], ['b29', 2], ['b11', 3], ['b19', 4], ['b25', 5], ['b05', 6], ['b03', 7], ['b13', 8], ['b27', 9], ['b07', 10],
    ['b21', 11], ['b17', 12], ['b01', 13], ['b15', 14], ['b12', 15], ['b30', 15], ['b24', 17], ['b09', 18], ['b18', 19], ['b06', 20],
    ['b20', 21], ['b08', 22], ['b14', 23], ['b02', 24], ['b26', 25], ['b28', 26], ['b22', 27], ['b16', 28], ['b10', 29], ['b04', 30],
  ] as [string, number | null][],
  // Higher first; 26.834 ¢ shows 26.83 ¢ and ties with b01.
  // prettier-ignore
  pay_per_kg: [
    ['b23', 1], ['b11', 2], ['b29', 3], ['b19', 4], ['b03', 5], ['b25', 6], ['b13', 7], ['b07', 8], ['b27', 9], ['b21', 10],
    ['b05', 11], ['b01', 12], ['b17', 12], ['b15', 14], ['b12', 15], ['b24', 16], ['b30', 17], ['b06', 18], ['b18', 19], ['b09', 20],
    ['b20', 21], ['b08', 22], ['b14', 23], ['b26', 24], ['b02', 25], ['b22', 26], ['b28', 27], ['b16', 28], ['b10', 29], ['b04', 30],
  ] as [string, number | null][],
};
