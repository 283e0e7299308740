// Slaughter-weight forecast accuracy: hide the last days of broiler batches, forecast them from the
// weighings before, and measure the mean absolute percentage error (MAPE) by horizon.
import {
  BROILER_REFERENCE_LAST_DAY,
  createRandom,
  FIRST_FITTED_AGE,
  fitRatioForecast,
  fitTableTrend,
  flockStats,
  FORECAST_HORIZON_BANDS,
  forecastGrowth,
  gompertzInflectionWeight,
  hashSeed,
  ratioWeightAt,
  ratioWeightBand,
  referenceFor,
  type AgedWeight,
  type GompertzInflectionCurve,
  trendWeightAt,
  type Random,
  type WeighedDay,
} from '@plantel/domain';
import { simulateFlock } from '../apps/server/src/simulator/flock';
import { speciesOf } from '../apps/server/src/simulator/species';
import { DAY_MS } from '../apps/server/src/simulator/time';
import { evaluateFeedEnd } from './feed-end-forecast';
import { evaluateRealFlocks, shipsCalibration } from './forecast-real-flocks';

const HORIZONS = [1, 3, 7] as const;
/** Ages at which the forecast is made: every weighing after them is hidden. */
const CUT_AGES = [21, 28, 35, 42] as const;
const BATCHES = Number(process.env.BENCH_FORECAST_BATCHES ?? 100);
const TARGET_MAPE_7_DAYS = 3;

/** Published Gompertz fits of the breed tables (../shared/reference/broiler_growth_models.json). */
const BREED_CURVES: readonly { lineage: string; sex: number; curve: GompertzInflectionCurve }[] = [
  { lineage: 'Ross 308', sex: 1, curve: { wmax: 6835, b: 0.04059, inflectionAge: 37.11 } },
  { lineage: 'Ross 308', sex: 2, curve: { wmax: 5972, b: 0.04152, inflectionAge: 35.47 } },
  { lineage: 'Ross 308', sex: 3, curve: { wmax: 7706, b: 0.03995, inflectionAge: 38.47 } },
];

interface TestBatch {
  lineage: string;
  sex: number;
  /** Daily mean weights as weighed, with the animals weighed and their CV where known. */
  weighed: WeighedDay[];
  /** The flock's true mean weight at an age. */
  truth: (age: number) => number;
}

/** A batch from the farm simulator: its growth around the table and its scale weighings. */
function simulatedBatch(random: Random, key: number): TestBatch {
  const profile = speciesOf(3);
  const lineage = random.pick(['Ross 308', 'Cobb 500']);
  const sex = random.int(1, 3);
  const opening = Date.UTC(2026, 0, 1) + key * DAY_MS;
  const end = opening + 50 * DAY_MS;
  const flock = simulateFlock({
    profile,
    lineage,
    sex,
    lodged: random.int(15_000, 30_000),
    divisions: random.int(1, 4),
    timeline: { opening, closing: null, end, windowStart: opening, ageAtLodging: 0, firstAge: 0, lastAge: 50, housed: true },
    anomalies: [],
    now: end,
    timeZone: 'America/Sao_Paulo',
    random,
  });
  const byAge = new Map<number, { total: number; birds: number; samples: number[] }>();
  for (const w of flock.weighings) {
    const mean = w.samples.reduce((a, b) => a + b, 0) / w.samples.length;
    const lodged = flock.divisionLodged[w.division]!;
    const day = byAge.get(w.age) ?? { total: 0, birds: 0, samples: [] };
    day.total += mean * lodged;
    day.birds += lodged;
    day.samples.push(...w.samples);
    byAge.set(w.age, day);
  }
  const weighed = [...byAge].map(([age, d]) => ({ age, weight: d.total / d.birds, weighed: d.samples.length, cv: flockStats(d.samples).cv / 100 })).sort((a, b) => a.age - b.age);
  return { lineage, sex, weighed, truth: flock.meanWeightAt };
}

/**
 * A batch that grows on its own Gompertz curve: a breed's published fit with its rate, mature weight
 * and inflection age moved as flocks differ, weighed every one to three days with 1.5 % sampling error.
 */
function referenceBasedBatch(random: Random): TestBatch {
  const breed = random.pick(BREED_CURVES);
  const curve: GompertzInflectionCurve = {
    wmax: breed.curve.wmax * (1 + random.uniform(-0.1, 0.1)),
    b: breed.curve.b * (1 + random.uniform(-0.08, 0.08)),
    inflectionAge: breed.curve.inflectionAge + random.uniform(-2, 2),
  };
  const truth = (age: number) => gompertzInflectionWeight(curve, age);
  const every = random.int(1, 3);
  const weighed: AgedWeight[] = [];
  for (let age = 1; age <= 50; age += every) weighed.push({ age, weight: truth(age) * (1 + random.normal(0, 0.015)) });
  return { lineage: breed.lineage, sex: breed.sex, weighed, truth };
}

/** Breeds of the farm-like flocks: the tables Plantel ships, each sex. */
const TABLES: readonly { lineage: string; sex: number }[] = [1, 2, 3].flatMap((sex) => ['Ross 308', 'Cobb 500'].map((lineage) => ({ lineage, sex })));

/**
 * A flock weighed as a commercial house weighs: not on a curve of our own making. Its true weight
 * wanders from the table along a smooth bend (heavier early and lighter late, or the reverse), and
 * half the flocks go through a setback (disease, heat) that slows their gain for some days before they
 * partly catch up. Each day 30–100 birds step on the scale, from a flock whose weights scatter with a
 * CV of 8–12 %; which birds step on moves the day's mean by up to ±3 %; some days are not weighed
 * (a weekend, a broken scale), and now and then a day weighs light (only the small birds came).
 */
function farmLikeBatch(random: Random): TestBatch {
  const { lineage, sex } = random.pick(TABLES);
  const reference = (age: number) => referenceFor(lineage, sex, age).bodyWeight;
  const [a, b, c] = [random.uniform(-0.08, 0.08), random.uniform(-0.04, 0.04), random.uniform(-0.03, 0.03)];
  const setback = random.next() < 0.5 ? { from: random.int(14, 40), days: random.int(3, 7), loss: random.uniform(0.2, 0.4), regain: random.uniform(0.3, 0.7) } : null;
  // The setback's toll on the log ratio by age: gain slowed while it lasts, part of it regained over the week after.
  const gainLog = (age: number) => Math.log(reference(age + 1) / reference(age));
  const toll: number[] = [0];
  for (let age = 0; age < 60; age++) {
    let step = 0;
    if (setback && age >= setback.from && age < setback.from + setback.days) step = -setback.loss * gainLog(age);
    if (setback && age >= setback.from + setback.days && age < setback.from + setback.days + 7) {
      let lost = 0;
      for (let d = setback.from; d < setback.from + setback.days; d++) lost += setback.loss * gainLog(d);
      step = (setback.regain * lost) / 7;
    }
    toll.push(toll.at(-1)! + step);
  }
  const tollAt = (age: number) => {
    const lower = Math.floor(age);
    return toll[lower]! + (toll[lower + 1]! - toll[lower]!) * (age - lower);
  };
  const truth = (age: number) => {
    const u = age / 56;
    return reference(age) * Math.exp(a + b * u + c * u * u + tollAt(age));
  };
  const days: WeighedDay[] = [];
  const cv = random.uniform(0.08, 0.12);
  for (let age = 1; age <= 56; age++) {
    if (random.next() < 0.15) continue;
    const weighed = random.int(30, 100);
    const bias = random.uniform(-0.03, 0.03) - (random.next() < 0.06 ? random.uniform(0.03, 0.07) : 0);
    const mean = truth(age) * (1 + bias) * (1 + random.normal(0, cv / Math.sqrt(weighed)));
    // The scatter as the day's sample shows it.
    days.push({ age, weight: mean, weighed, cv: cv * (1 + random.normal(0, 1 / Math.sqrt(2 * weighed))) });
  }
  return { lineage, sex, weighed: days, truth };
}

type Method = 'shipped' | 'table_scaled_by_last_weighing' | 'table_trend_before' | 'fitted_gompertz';
const METHODS: readonly Method[] = ['shipped', 'table_scaled_by_last_weighing', 'table_trend_before', 'fitted_gompertz'];
const FARM_HORIZONS = Array.from({ length: 21 }, (_, i) => i + 1);
const FARM_CUTS = [14, 18, 21, 25, 28, 32, 35] as const;
/** The shipped forecast must be this much below table scaling at every horizon. */
const TARGET_GAIN = 0.15;
const TARGET_COVERAGE = { from: 0.75, to: 0.85 };

/** Each method's expected weight at an age, from the weighings up to a cut (the latest of them last). */
function forecastsFrom(observations: readonly WeighedDay[], reference: (age: number) => number) {
  const latest = observations.at(-1)!;
  const trend = fitTableTrend(observations, reference)!;
  const fit = fitRatioForecast(observations, reference)!;
  const fitted = forecastGrowth({ observations, reference, referenceAges: { from: FIRST_FITTED_AGE, to: BROILER_REFERENCE_LAST_DAY } });
  const weightAt: Record<Method, (age: number) => number> = {
    shipped: (age) => ratioWeightAt(fit, reference, age),
    table_scaled_by_last_weighing: (age) => (reference(age) * latest.weight) / reference(latest.age),
    table_trend_before: (age) => trendWeightAt(trend, reference, age),
    fitted_gompertz: (age) => fitted.weightAt(age),
  };
  return { weightAt, bandAt: (age: number) => ratioWeightBand(fit, reference, age) };
}

/** Every method's forecast of every batch from each cut age, against the truth, by horizon; and how often the truth fell inside the shipped P10–P90 band. */
function evaluateFarmLike(batches: readonly TestBatch[]) {
  const errors = new Map(FARM_HORIZONS.map((h) => [h, Object.fromEntries(METHODS.map((m) => [m, [] as number[]])) as Record<Method, number[]>]));
  const inside = new Map(FARM_HORIZONS.map((h) => [h, [] as boolean[]]));
  for (const batch of batches) {
    const reference = (age: number) => referenceFor(batch.lineage, batch.sex, age).bodyWeight;
    for (const cut of FARM_CUTS) {
      const seen = batch.weighed.filter((d) => d.age <= cut);
      if (seen.length === 0) continue;
      const forecasts = forecastsFrom(seen, reference);
      for (const h of FARM_HORIZONS) {
        const age = cut + h;
        if (age > BROILER_REFERENCE_LAST_DAY) continue;
        const truth = batch.truth(age);
        for (const m of METHODS) errors.get(h)![m].push(Math.abs(forecasts.weightAt[m](age) / truth - 1));
        const band = forecasts.bandAt(age);
        inside.get(h)!.push(truth >= band.p10 && truth <= band.p90);
      }
    }
  }
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const percent = (x: number) => Math.round(x * 100_000) / 1000;
  const summarize = (from: number, to: number) => {
    const pick = (m: Method) => FARM_HORIZONS.filter((h) => h >= from && h <= to).flatMap((h) => errors.get(h)![m]);
    const band = FARM_HORIZONS.filter((h) => h >= from && h <= to).flatMap((h) => inside.get(h)!);
    return {
      forecasts: pick('shipped').length,
      ...Object.fromEntries(METHODS.map((m) => [`${m}_mape_percent`, percent(mean(pick(m)))])),
      shipped_vs_table_scaling: Math.round((mean(pick('shipped')) / mean(pick('table_scaled_by_last_weighing'))) * 1000) / 1000,
      band_p10_p90_holds_percent: Math.round(mean(band.map(Number)) * 1000) / 10,
    };
  };
  const byHorizon = FARM_HORIZONS.map((h) => ({ horizon_days: h, ...summarize(h, h) }));
  const coverage = mean([...inside.values()].flat().map(Number));
  return {
    by_bucket: Object.fromEntries(FORECAST_HORIZON_BANDS.map((b) => [b.name, summarize(b.from, b.to)])),
    by_horizon: byHorizon,
    band_p10_p90_holds_percent: Math.round(coverage * 1000) / 10,
    target: {
      shipped_at_most_of_table_scaling: 1 - TARGET_GAIN,
      band_holds_percent: [TARGET_COVERAGE.from * 100, TARGET_COVERAGE.to * 100],
      met: byHorizon.every((h) => h.shipped_vs_table_scaling <= 1 - TARGET_GAIN) && coverage >= TARGET_COVERAGE.from && coverage <= TARGET_COVERAGE.to,
    },
  };
}

/** The shipped forecast, the fitted Gompertz curve and table scaling on clean flocks (weighed daily or every few days), by horizon. */
function evaluate(batches: readonly TestBatch[]) {
  const errors = new Map(HORIZONS.map((h) => [h, Object.fromEntries(METHODS.map((m) => [m, [] as number[]])) as Record<Method, number[]>]));
  for (const batch of batches) {
    const reference = (age: number) => referenceFor(batch.lineage, batch.sex, age).bodyWeight;
    for (const cut of CUT_AGES) {
      const observations = batch.weighed.filter((w) => w.age <= cut);
      const latest = observations.at(-1);
      if (!latest || latest.age < FIRST_FITTED_AGE) continue;
      const { weightAt } = forecastsFrom(observations, reference);
      for (const h of HORIZONS) {
        const truth = batch.truth(cut + h);
        for (const m of METHODS) errors.get(h)![m].push(Math.abs(weightAt[m](cut + h) / truth - 1));
      }
    }
  }
  const percent = (xs: readonly number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100_000) / 1000;
  return Object.fromEntries(
    [...errors].map(([h, e]) => [`${h}_days`, { forecasts: e.shipped.length, ...(Object.fromEntries(METHODS.map((m) => [`${m}_mape_percent`, percent(e[m])])) as Record<`${Method}_mape_percent`, number>) }]),
  );
}

export async function runForecastBench() {
  const random = createRandom(hashSeed('forecast-backtest'));
  const simulated = Array.from({ length: BATCHES }, (_, i) => simulatedBatch(random, i));
  const referenceBased = Array.from({ length: BATCHES }, () => referenceBasedBatch(random));
  const farmLike = Array.from({ length: BATCHES }, () => farmLikeBatch(random));
  const started = performance.now();
  const realFlocks = evaluateRealFlocks();
  const results = { real_flocks: realFlocks, feed_end: evaluateFeedEnd(), synthetic: { simulated: evaluate(simulated), reference_based: evaluate(referenceBased), farm_like: evaluateFarmLike(farmLike) } };
  const seconds = (performance.now() - started) / 1000;
  const { synthetic } = results;
  const worst7 = Math.max(synthetic.simulated['7_days']!.shipped_mape_percent, synthetic.reference_based['7_days']!.shipped_mape_percent);
  const realBands = Object.values(realFlocks.by_horizon_band);
  console.log(JSON.stringify({ real_flocks: realFlocks.by_horizon_band, farm_like: synthetic.farm_like.by_bucket }, null, 2));
  return {
    method:
      'Feed end (feed_end): the end-of-feed forecast 1, 2 and 3 days before the silos really empty, in hours, against the last measured day\'s rate, on flocks whose appetite drifts ±1 % a day from the table, swings ±4 % day to day, drops 15–30 % for 2–4 days in a heat wave (40 % of flocks), with 10 % of days unmeasured and 4 % recorded double or half, the stock read within ±150 kg. ' +
      'Real flocks first: measured broiler flocks from published trials and a commercial farm (bench/data/broiler-flocks.json, sources cited there), forecast from each weighing from day 14 and checked on every later weighing up to 21 days ahead, leave-one-flock-out twice over: each flock is forecast with the settings (level days, drift days, drift share; 60 choices) the other flocks chose, and its band is calibrated on the other flocks\' misses only. ' +
      'The synthetic sets that follow come from our own generator and are marked so. ' +
      'Clean flocks (the farm simulator; Gompertz curves around the published breed fits, 1.5 % sampling error) are forecast at ages 21, 28, 35 and 42 and checked 1, 3 and 7 days later. ' +
      'Farm-like flocks (30–100 birds a day, CV 8–12 %, a ±3 % day bias, 15 % of days unweighed, 6 % of days 3–7 % light; the true weight bends away from the table, half the flocks through a setback) are forecast at ages 14 to 35 and checked 1 to 21 days later, against the true flock mean. ' +
      'shipped: the table scaled by the flock\'s trust-weighted recent ratio to it and a share of that ratio\'s drift (fitRatioForecast, RATIO_FORECAST_SETTINGS), its band calibrated on the real flocks\' misses; table_scaled_by_last_weighing: the naive rule; table_trend_before: the robust damped-drift fit shipped until this version (fitTableTrend); fitted_gompertz: the breed curve bent to all weighings.',
    batches_per_set: BATCHES,
    results,
    forecasts_per_second: Math.round((BATCHES * (2 * CUT_AGES.length + FARM_CUTS.length)) / seconds),
    target: {
      real_flocks: {
        shipped_below_table_scaling_in_every_band: realBands.every((b) => b.shipped_vs_table_scaling < 1),
        mape_4_7_days_percent_at_most: 4,
        mape_4_7_days_met: realFlocks.by_horizon_band['4-7_days']!.shipped_mape_percent <= 4,
        band_holds_percent: [TARGET_COVERAGE.from * 100, TARGET_COVERAGE.to * 100],
        band_met: realBands.every((b) => b.band_p10_p90_holds_percent >= TARGET_COVERAGE.from * 100 && b.band_p10_p90_holds_percent <= TARGET_COVERAGE.to * 100),
        // The shipped band is the one these flocks calibrate (RATIO_FORECAST_BAND, rounded as written there).
        shipped_band_is_this_calibration: shipsCalibration(realFlocks.calibration),
      },
      mape_7_days_percent_at_most_on_clean_synthetic_flocks: TARGET_MAPE_7_DAYS,
      met: worst7 <= TARGET_MAPE_7_DAYS,
    },
  };
}
