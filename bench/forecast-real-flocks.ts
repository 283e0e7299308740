// The slaughter-weight forecast on measured flocks (bench/data/broiler-flocks.json), scored leave-one-flock-out:
// no flock's own weighings tune the method or the band that forecast it.
import fs from 'node:fs';
import path from 'node:path';
import {
  BROILER_REFERENCE_LAST_DAY,
  calibrateForecastBand,
  FORECAST_HORIZON_BANDS,
  fitRatioForecast,
  fitTableTrend,
  flockStats,
  ratioWeightAt,
  weighingVariance,
  forecastBandAt,
  referenceFor,
  trendWeightAt,
  trendWeightBand,
  RATIO_FORECAST_BAND,
  RATIO_FORECAST_SETTINGS,
  type RatioForecastSettings,
  type ForecastBandCalibration,
  type ForecastResidual,
  type WeighedDay,
} from '@plantel/domain';

interface PublishedWeighing {
  age: number;
  weight_g?: number;
  individual_g?: number[];
}
interface PublishedFlock {
  id: string;
  source: string;
  lineage: string | null;
  sex: string;
  weighings: PublishedWeighing[];
}
interface RealFlock {
  id: string;
  source: string;
  reference: (age: number) => number;
  days: WeighedDay[];
}

const SEX_CODES: Record<string, number> = { 'as-hatched': 1, female: 2, male: 3 };
/** Forecasts are made from every weighing from this age on, as a producer asks from the third week. */
const FIRST_CUT_AGE = 14;
const LAST_HORIZON = 21;

export function loadRealFlocks(): { flocks: RealFlock[]; sources: number } {
  const file = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'data', 'broiler-flocks.json'), 'utf8')) as { sources: unknown[]; flocks: PublishedFlock[] };
  const flocks = file.flocks.map((f) => {
    // A flock of no modern line is compared with the table a farm would use for it: Ross 308.
    const lineage = f.lineage ?? 'Ross 308';
    const sex = SEX_CODES[f.sex] ?? 1;
    const days = f.weighings.map((w): WeighedDay => {
      // A pen mean weighs every bird of its pens.
      if (!w.individual_g) return { age: w.age, weight: w.weight_g!, census: true };
      const stats = flockStats(w.individual_g);
      return { age: w.age, weight: stats.mean, weighed: w.individual_g.length, cv: stats.cv / 100 };
    });
    return { id: f.id, source: f.source, reference: (age: number) => referenceFor(lineage, sex, age).bodyWeight, days };
  });
  return { flocks, sources: file.sources.length };
}

type Method = 'shipped' | 'table_scaled_by_last_weighing' | 'table_trend_before';
const METHODS: readonly Method[] = ['shipped', 'table_scaled_by_last_weighing', 'table_trend_before'];

interface Forecast extends ForecastResidual {
  flock: string;
  method: Method;
  /** |forecast ÷ outcome − 1|. */
  error: number;
  /** The band the method itself claimed, where it has one. */
  ownBand?: { p10: number; p90: number };
  outcome: number;
  forecast: number;
}

/** Every method's forecast of every later weighing of a flock, from each cut, the shipped method read with `settings`. */
function forecastsOf(flock: RealFlock, settings: RatioForecastSettings): Forecast[] {
  const out: Forecast[] = [];
  for (const cut of flock.days.filter((d) => d.age >= FIRST_CUT_AGE)) {
    const seen = flock.days.filter((d) => d.age <= cut.age);
    const trend = fitTableTrend(seen, flock.reference)!;
    const fit = fitRatioForecast(seen, flock.reference, settings)!;
    for (const later of flock.days) {
      const horizon = later.age - cut.age;
      if (horizon < 1 || horizon > LAST_HORIZON || later.age > BROILER_REFERENCE_LAST_DAY) continue;
      const predictions: Record<Method, { weight: number; band?: { p10: number; p90: number } }> = {
        shipped: { weight: ratioWeightAt(fit, flock.reference, later.age) },
        table_scaled_by_last_weighing: { weight: (flock.reference(later.age) * cut.weight) / flock.reference(cut.age) },
        table_trend_before: { weight: trendWeightAt(trend, flock.reference, later.age), band: trendWeightBand(trend, flock.reference, later.age) },
      };
      for (const method of METHODS) {
        const { weight, band } = predictions[method];
        // Measured against a weighing, the band must also hold that weighing's own sampling error.
        const sampling = fit.sampling + weighingVariance(later);
        out.push({ flock: flock.id, method, horizon, sampling, logResidual: Math.log(later.weight / weight), error: Math.abs(weight / later.weight - 1), ownBand: band, outcome: later.weight, forecast: weight });
      }
    }
  }
  return out;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
const percent = (x: number) => Math.round(x * 100_000) / 1000;

/** The settings the shipped method may take; each flock is forecast with those the other flocks chose. */
const SETTINGS_GRID: RatioForecastSettings[] = [1, 2, 3, 4].flatMap((levelDays) =>
  [7, 14, 21].flatMap((driftDays) => [0, 0.2, 0.4, 0.6, 0.8].map((driftShare) => ({ levelDays, driftDays, driftShare }))),
);
const sameSettings = (a: RatioForecastSettings, b: RatioForecastSettings) => a.levelDays === b.levelDays && a.driftDays === b.driftDays && a.driftShare === b.driftShare;

/** The settings with the lowest mean error over the horizon bands on these forecasts (each band counts alike). */
function chooseSettings(byGrid: ReadonlyMap<RatioForecastSettings, readonly Forecast[]>, keep: (f: Forecast) => boolean): RatioForecastSettings {
  const score = (forecasts: readonly Forecast[]) =>
    mean(FORECAST_HORIZON_BANDS.map(({ from, to }) => mean(forecasts.filter((f) => keep(f) && f.method === 'shipped' && f.horizon >= from && f.horizon <= to).map((f) => f.error))).filter(Number.isFinite));
  let best = SETTINGS_GRID[0]!;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const settings of SETTINGS_GRID) {
    const s = score(byGrid.get(settings)!);
    if (s < bestScore - 1e-12) [best, bestScore] = [settings, s];
  }
  return best;
}

export function evaluateRealFlocks() {
  const { flocks, sources } = loadRealFlocks();
  const byGrid = new Map(SETTINGS_GRID.map((settings) => [settings, flocks.flatMap((flock) => forecastsOf(flock, settings))]));
  // Leave one flock out twice over: the settings that forecast a flock, and the band it gets, come
  // from the other flocks' forecasts only.
  const all: Forecast[] = [];
  const inside = new Map<Forecast, boolean>();
  const chosen: Record<string, RatioForecastSettings> = {};
  for (const flock of flocks) {
    const settings = chooseSettings(byGrid, (f) => f.flock !== flock.id);
    chosen[flock.id] = settings;
    const forecasts = byGrid.get(settings)!;
    const own = forecasts.filter((f) => f.flock === flock.id);
    all.push(...own);
    const calibration = calibrateForecastBand(forecasts.filter((f) => f.method === 'shipped' && f.flock !== flock.id));
    for (const f of own.filter((x) => x.method === 'shipped')) {
      const band = forecastBandAt(calibration, f.forecast, f.sampling);
      inside.set(f, f.outcome >= band.p10 && f.outcome <= band.p90);
    }
  }
  const onAll = chooseSettings(byGrid, () => true);
  const shipped = byGrid.get(SETTINGS_GRID.find((g) => sameSettings(g, RATIO_FORECAST_SETTINGS))!)!.filter((f) => f.method === 'shipped');
  const byBand = Object.fromEntries(
    FORECAST_HORIZON_BANDS.map(({ name, from, to }) => {
      const pick = (m: Method) => all.filter((f) => f.method === m && f.horizon >= from && f.horizon <= to);
      const ours = pick('shipped');
      const naive = pick('table_scaled_by_last_weighing');
      const before = pick('table_trend_before');
      return [
        name,
        {
          forecasts: ours.length,
          flocks: new Set(ours.map((f) => f.flock)).size,
          shipped_mape_percent: percent(mean(ours.map((f) => f.error))),
          table_scaled_by_last_weighing_mape_percent: percent(mean(naive.map((f) => f.error))),
          table_trend_before_mape_percent: percent(mean(before.map((f) => f.error))),
          shipped_vs_table_scaling: Math.round((mean(ours.map((f) => f.error)) / mean(naive.map((f) => f.error))) * 1000) / 1000,
          band_p10_p90_holds_percent: Math.round(mean(ours.map((f) => Number(inside.get(f)))) * 1000) / 10,
          table_trend_before_band_holds_percent: Math.round(mean(before.map((f) => Number(f.outcome >= f.ownBand!.p10 && f.outcome <= f.ownBand!.p90))) * 1000) / 10,
        },
      ];
    }),
  );
  return {
    flocks: flocks.length,
    sources,
    forecasts: shipped.length,
    by_horizon_band: byBand,
    settings: {
      chosen_on_all_flocks: onAll,
      shipped: RATIO_FORECAST_SETTINGS,
      shipped_are_chosen_on_all_flocks: sameSettings(onAll, RATIO_FORECAST_SETTINGS),
      flocks_forecast_with_other_settings: Object.entries(chosen).filter(([, s]) => !sameSettings(s, onAll)).map(([id, s]) => ({ flock: id, ...s })),
    },
    // The shipped band: every flock's misses with the shipped settings.
    calibration: calibrateForecastBand(shipped),
  };
}

/** Whether the band the forecast ships with is this calibration, to the precision it is written in. */
export function shipsCalibration(fresh: ForecastBandCalibration): boolean {
  const shipped = RATIO_FORECAST_BAND;
  const near = (a: number, b: number, digits: number) => Math.abs(a - b) <= 0.5 * 10 ** -digits;
  return shipped.residuals === fresh.residuals && near(shipped.spread, fresh.spread, 6) && near(shipped.low, fresh.low, 4) && near(shipped.high, fresh.high, 4);
}
