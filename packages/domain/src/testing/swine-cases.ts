/**
 * The piglet end-of-feed case, worked by hand from the cited nursery reference (NRC 2012, Table 16-1A;
 * docs/nutrition.md), for the domain forecast (swine-reference.test.ts) and for the batch import →
 * API path (apps/server/test/piglet-forecast.int.test.ts). The forecast must land within 15 % of it:
 * the hand calculation takes each NRC weight range's figures as flat steps, the reference joins the
 * ranges' middles smoothly.
 */
export interface PigletForecastCase {
  name: string;
  housed: number;
  /** Mean weight at housing, g. */
  entryWeight: number;
  ageAtLodging: number;
  /** Feed in the silos at housing, kg. */
  stockKg: number;
  /** Days from housing until the silos run empty. */
  expectedRunOutDays: number;
  tolerance: number;
}

/**
 * 1,000 pigs weaned at 21 days at the reference's weaning weight, 6.2 kg (13.7 lb, Kansas State
 * University), with 5 t of feed in the silos at housing.
 *
 * NRC (2012) Table 16-1A, per pig: 5–7 kg gains 0.210 kg/day eating 0.280 kg/day; 7–11 kg gains
 * 0.335 kg/day eating 0.493 kg/day.
 * - From 6.2 to 7.0 kg: 0.8 kg ÷ 0.210 kg/day = 3.810 days, eating 1,000 × 0.280 × 3.810 = 1,066.7 kg;
 *   5,000 − 1,066.7 = 3,933.3 kg left.
 * - From 7.0 kg on, 1,000 × 0.493 = 493 kg/day: 3,933.3 ÷ 493 = 7.978 days (the pigs reach
 *   7.0 + 7.978 × 0.335 = 9.67 kg, still in the 7–11 kg range).
 * - Run-out: 3.810 + 7.978 = 11.79 days after housing.
 *
 * (The old extrapolation of the grow-finish table, about 0.67 kg a day from the start, ran out after
 * about 7 days: 40 % early.)
 */
export const PIGLET_FORECAST_CASE: PigletForecastCase = {
  name: '1,000 pigs weaned at 21 days, 5 t in stock',
  housed: 1_000,
  entryWeight: 6_200,
  ageAtLodging: 21,
  stockKg: 5_000,
  expectedRunOutDays: 11.79,
  tolerance: 0.15,
};
