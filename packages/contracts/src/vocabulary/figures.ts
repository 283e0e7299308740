/**
 * How each farm figure is written: its decimals and unit, the same on every screen, export, report
 * and statement. What each figure means is packages/domain's (docs/kpis.md).
 */
export const FIGURE_DISPLAY = {
  /** Feed conversion (kg of feed per kg of live weight), and its corrected and adjusted forms. */
  fcr: { decimals: 3, unit: '' },
  /** Mean live weight of an animal. */
  weight: { decimals: 0, unit: 'g' },
  /** Mean daily gain over a period. */
  dailyGain: { decimals: 1, unit: 'g' },
  /** Gain of a week. */
  weeklyGain: { decimals: 0, unit: 'g' },
  uniformity: { decimals: 1, unit: '%' },
  variationCoefficient: { decimals: 1, unit: '%' },
  /** Mortality and viability, % of the animals housed. */
  flockPercent: { decimals: 2, unit: '%' },
  /** European production efficiency factor (broilers). */
  productionEfficiency: { decimals: 0, unit: '' },
  /**
   * EPEF in settlement statements and rankings: to a tenth, since a band's limit (380) and a tie
   * between two producers are decided on it, and 379.6 written as 380 would contradict its band.
   */
  statementProductionEfficiency: { decimals: 1, unit: '' },
  /** Weights of feed and of whole lots of animals. */
  massKg: { decimals: 0, unit: 'kg' },
} as const;
export type Figure = keyof typeof FIGURE_DISPLAY;

/** The decimals each figure is written with. */
export const DECIMALS = Object.fromEntries(Object.entries(FIGURE_DISPLAY).map(([figure, { decimals }]) => [figure, decimals])) as { [F in Figure]: (typeof FIGURE_DISPLAY)[F]['decimals'] };
