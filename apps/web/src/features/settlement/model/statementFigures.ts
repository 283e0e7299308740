import { DECIMALS, type SettlementStatementBody } from '@plantel/contracts';

type Indicators = SettlementStatementBody['indicators'];
export type IndicatorKey = Exclude<keyof Indicators, 'adjustedFcrConstants'>;

/** How each technical indicator is shown: decimals, and whether it is money (cents). */
export const INDICATORS: { key: IndicatorKey; decimals: number; money?: boolean }[] = [
  { key: 'ageDays', decimals: 0 },
  { key: 'daysHoused', decimals: 0 },
  { key: 'mortalityPercent', decimals: 2 },
  { key: 'viabilityPercent', decimals: 2 },
  { key: 'meanWeight', decimals: 0 },
  { key: 'meanAgeDays', decimals: 2 },
  { key: 'dailyGain', decimals: 1 },
  { key: 'fcr', decimals: DECIMALS.fcr },
  { key: 'correctedFcr', decimals: DECIMALS.fcr },
  { key: 'adjustedFcr', decimals: DECIMALS.fcr },
  { key: 'epef', decimals: DECIMALS.statementProductionEfficiency },
  { key: 'costPerKgCents', decimals: 2, money: true },
  { key: 'periodAverageCostPerKgCents', decimals: 2, money: true },
  { key: 'costPerKgVsAveragePercent', decimals: 2 },
];

type QuantityKey = keyof SettlementStatementBody['quantities'];

/** The quantities produced, in the statement's order, with the decimals they are shown with. */
export const QUANTITIES: { key: QuantityKey; decimals: number }[] = [
  { key: 'birdsHoused', decimals: 0 },
  { key: 'birdsDelivered', decimals: 0 },
  { key: 'birdsThinned', decimals: 0 },
  { key: 'kgThinned', decimals: 2 },
  { key: 'condemnedBirds', decimals: 0 },
  { key: 'birdsPaid', decimals: 0 },
  { key: 'liveWeightKg', decimals: 2 },
  { key: 'condemnedKg', decimals: 2 },
  { key: 'kgPaid', decimals: 2 },
  { key: 'birdDaysHoused', decimals: 0 },
  { key: 'feedSuppliedKg', decimals: 2 },
  { key: 'feedReturnedKg', decimals: 2 },
  { key: 'feedConsumedKg', decimals: 2 },
];
