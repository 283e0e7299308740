import { describe, expect, it } from 'vitest';
import { flockStats, referenceFor } from '@plantel/domain';
import { PRODUCTION_TYPE } from '@plantel/contracts';
import type { FarmDescription, ShedPlan, SimulationOptions } from './farm-description';
import type { ShedData } from './farm-rows';
import { demoFarm } from './demo-farm';
import { generateFarm } from './generate-farm';
import { describeRandomFarm } from './random-farm';
import { DAY_MS, HOUR_MS, localHour } from './time';

const now = new Date('2025-06-15T15:00:00Z');
const options = (overrides: Partial<SimulationOptions> = {}): SimulationOptions => ({ seed: 7, now, historyDays: 10, readingIntervalMinutes: 30, timeZone: 'America/Sao_Paulo', ...overrides });

const broiler = (identification: string, lineage: string, sex: 1 | 2 | 3, age: number): ShedPlan => ({
  identification,
  core: 'Núcleo 1',
  productionType: PRODUCTION_TYPE.broiler,
  batch: { stage: 'lodged', age },
  batchIdentification: `2025-${identification.slice(-3)}`,
  lineage,
  sex,
  lodged: 20_000,
  divisions: 4,
  silos: 3,
});

const farmOf = (sheds: ShedPlan[]): FarmDescription => ({
  producers: [{ name: 'Produtor', properties: [{ name: 'Granja Teste', ownerName: 'Produtor', altitude: 500, sheds }] }],
});

describe('determinism', () => {
  const description = describeRandomFarm({ sheds: 12, seed: 3, year: 2025 });

  it('gives identical rows for the same seed and time', () => {
    expect(generateFarm(description, options())).toEqual(generateFarm(description, options()));
    expect(describeRandomFarm({ sheds: 12, seed: 3, year: 2025 })).toEqual(description);
  });

  it('gives different rows for another seed', () => {
    const a = generateFarm(description, options()).sheds;
    const b = generateFarm(description, options({ seed: 8 })).sheds;
    expect(b.map((s) => s.s0.slice(0, 20))).not.toEqual(a.map((s) => s.s0.slice(0, 20)));
    expect(describeRandomFarm({ sheds: 12, seed: 4, year: 2025 })).not.toEqual(description);
  });
});

describe('broiler plausibility', () => {
  const plans = [
    broiler('Aviário 001', 'Ross 308', 1, 38),
    broiler('Aviário 002', 'Ross 308', 3, 37),
    broiler('Aviário 003', 'Cobb 500', 2, 36),
    broiler('Aviário 004', 'Cobb 500', 1, 40),
  ];
  const { sheds } = generateFarm(farmOf(plans), options());

  it('weighs day-35 flocks within ±5 % of the reference, with a CV of 7-12 %', () => {
    for (const [i, shed] of sheds.entries()) {
      const day35 = shed.weighings.filter((w) => w.age === 35);
      expect(day35).toHaveLength(4);
      for (const w of day35) {
        const stats = flockStats(w.samples);
        expect(w.samples.length).toBeGreaterThanOrEqual(30);
        expect(w.samples.length).toBeLessThanOrEqual(100);
        const reference = referenceFor(plans[i]!.lineage, plans[i]!.sex, 35).bodyWeight;
        expect(Math.abs(stats.mean / reference - 1), shed.shed.identification).toBeLessThan(0.05);
        expect(stats.cv).toBeGreaterThanOrEqual(7);
        expect(stats.cv).toBeLessThanOrEqual(12);
      }
    }
  });

  it('rolls the days the load cells cover up from their readings: each within 6 % of what the birds ate, the week within 1.5 %', () => {
    // Without kept readings every day is the simulated intake; the same farm with 10 days of readings
    // measures those days from the load cells (noise, blackouts, deliveries and all).
    const exact = generateFarm(farmOf(plans), options({ historyDays: 0 })).sheds;
    for (const [i, shed] of sheds.entries()) {
      const truth = new Map(exact[i]!.consumption.map((c) => [c.age, c.amount]));
      const lastAge = shed.consumption.at(-1)!.age;
      const measured = shed.consumption.filter((c) => c.age > lastAge - 8);
      expect(measured.length).toBe(8);
      for (const day of measured) expect(Math.abs(day.amount / truth.get(day.age)! - 1)).toBeLessThan(0.06);
      const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);
      expect(Math.abs(sum(measured.map((d) => d.amount)) / sum(measured.map((d) => truth.get(d.age)!)) - 1)).toBeLessThan(0.015);
    }
  });

  it('derives performance points from the weighings and the reference', () => {
    const shed = sheds[0]!;
    const w = shed.weighings.find((x) => x.age === 35 && x.division === 0)!;
    const p = shed.performance.find((x) => x.age === 35 && x.division === 0)!;
    const previous = shed.performance.find((x) => x.age === 34 && x.division === 0)!;
    expect(p.weight).toBeCloseTo(flockStats(w.samples).mean, 1);
    expect(p.idealWeight).toBe(referenceFor('Ross 308', 1, 35).bodyWeight);
    expect(p.gain).toBeCloseTo(p.weight - previous.weight, 0);
  });

  it('keeps losses, lodged animals and the summary consistent', () => {
    for (const shed of sheds) {
      const batch = shed.batches[0]!;
      const losses = shed.mortality.reduce((s, m) => s + m.amountMortality + m.amountEliminated, 0);
      expect(batch.currentLodged).toBe(batch.initialLodged - losses);
      expect(shed.divisions.reduce((s, d) => s + d.currentLodge, 0)).toBe(batch.currentLodged);
      expect(losses / batch.initialLodged).toBeGreaterThan(0.015);
      expect(losses / batch.initialLodged).toBeLessThan(0.06);
      const summary = shed.summaries[0]!;
      expect(summary.mortality).toBe(losses);
      expect(summary.conversionFactor).toBeGreaterThan(1.2);
      expect(summary.conversionFactor).toBeLessThan(1.9);
      expect(summary.performance).toBeGreaterThan(95);
      expect(summary.performance).toBeLessThan(105);
      expect(summary.available).toBe(shed.silos.reduce((s, x) => s + x.availableWeight!, 0));
    }
  });

  it('feeds the flocks their reference day by day (the table day that ends with each day of age), so they eat about 100 % of it', () => {
    for (const shed of sheds) {
      const days = shed.consumption.filter((c) => c.age >= 1);
      const eaten = days.reduce((s, c) => s + c.amount, 0);
      const reference = days.reduce((s, c) => s + c.idealAmount, 0);
      expect(eaten / reference).toBeGreaterThan(0.95);
      expect(eaten / reference).toBeLessThan(1.05);
      // The first day after housing eats the table's day 1, not its day 0 (nothing).
      expect(shed.consumption.find((c) => c.age === 0)?.idealAmount ?? 1).toBeGreaterThan(0);
    }
  });
});

describe("the company's clock", () => {
  // Days of age start at 15:00 UTC here: noon in São Paulo, midnight of the next day in Tokyo.
  const shedIn = (timeZone: string) => generateFarm(farmOf([broiler('Aviário 001', 'Ross 308', 1, 30)]), options({ timeZone })).sheds[0]!;
  const saoPaulo = shedIn('America/Sao_Paulo');
  const tokyo = shedIn('Asia/Tokyo');
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const meanTemperature = (shed: ShedData, timeZone: string, hours: number[]) =>
    mean(shed.s0.filter((r) => hours.includes(Math.floor(localHour(r.measuredAt, timeZone)))).map((r) => r.environmentTemperature));

  it("is warmest in the afternoon and coolest before dawn on the clock of the company's zone", () => {
    for (const [shed, zone] of [[saoPaulo, 'America/Sao_Paulo'], [tokyo, 'Asia/Tokyo']] as const) {
      expect(meanTemperature(shed, zone, [14, 15, 16]) - meanTemperature(shed, zone, [2, 3, 4])).toBeGreaterThan(1.5);
    }
    // Read on another zone's clock, twelve hours off, the Tokyo farm's afternoons are its nights.
    expect(meanTemperature(tokyo, 'America/Sao_Paulo', [14, 15, 16])).toBeLessThan(meanTemperature(tokyo, 'America/Sao_Paulo', [2, 3, 4]));
  });

  it("dates each day of age by the company's calendar day on which it starts", () => {
    const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    expect(tokyo.performance.length).toBeGreaterThan(0);
    expect(tokyo.performance.map((p) => [p.division, p.age, p.date])).toEqual(saoPaulo.performance.map((p) => [p.division, p.age, nextDay(p.date)]));
    expect(tokyo.mortality.map((m) => m.date)).toEqual(saoPaulo.mortality.map((m) => nextDay(m.date)));
  });
});

describe('physical limits', () => {
  const { sheds } = generateFarm(describeRandomFarm({ sheds: 30, seed: 11, year: 2025 }), options({ historyDays: 20 }));
  type ListKey = { [K in keyof ShedData]: ShedData[K] extends unknown[] ? K : never }[keyof ShedData];
  const all = <K extends ListKey>(key: K): ShedData[K] => sheds.flatMap((s) => s[key] as unknown[]) as ShedData[K];

  it('covers every module and stage', () => {
    expect(new Set(sheds.map((s) => s.shed.productionType)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(sheds.map((s) => (s.batches[0]!.closingDate ? 'closed' : s.batches[0]!.stage)))).toEqual(new Set(['lodged', 'slaughter', 'pre_lodged', 'closed']));
  });

  it('keeps every reading, planted anomalies included, within physical ranges', () => {
    const temperature = (t: number) => t >= -10 && t <= 50;
    const humidity = (h: number) => h >= 0 && h <= 100;
    const s0 = all('s0');
    expect(s0.length).toBeGreaterThan(10_000);
    expect(s0.filter((r) => ![r.environmentTemperature, r.bedTemperature, r.waterTemperature].every(temperature) || !humidity(r.humidity))).toEqual([]);
    expect(all('d0').filter((r) => !(r.co2 >= 300 && r.co2 <= 10_000) || !humidity(r.internHumidity) || !temperature(r.internTemperature))).toEqual([]);
    expect(all('enthalpy').filter((r) => ![0, 1, 2, 3].includes(r.code))).toEqual([]);
  });

  it('never lets a silo go below empty or above its capacity', () => {
    for (const shed of sheds) {
      const wrong = shed.siloReadings.filter((r) => {
        const silo = shed.silos[r.silo]!;
        return (
          r.totalWeight < 0 ||
          r.totalWeight > silo.capacity ||
          Math.abs(r.totalOccupation - r.totalWeight / silo.capacity) > 1e-4 ||
          Math.abs(r.freeCapacity - (silo.capacity - r.totalWeight)) > 1
        );
      });
      expect(wrong).toEqual([]);
      expect(shed.feedControls.filter((f) => f.quantity <= 0 || (f.measuredQuantity === null) !== (f.feedControlType === 1))).toEqual([]);
    }
    expect(all('siloReadings').length).toBeGreaterThan(1000);
    expect(all('feedControls').length).toBeGreaterThan(50);
  });

  it('keeps time series within the last days of each batch', () => {
    for (const shed of sheds) {
      const batch = shed.batches[0]!;
      const end = batch.closingDate ?? now.getTime();
      const from = Math.max(batch.openingDate, end - 20 * DAY_MS);
      expect([...shed.s0, ...shed.d0].filter((r) => r.measuredAt < from || r.measuredAt > end)).toEqual([]);
      expect(shed.weighings.filter((w) => w.weighedAt < from || w.weighedAt > end)).toEqual([]);
    }
  });

  it('writes minimum-consumption rules in whole even hours with an even interval dividing the window', () => {
    const rules = all('minimumConsumptionAlerts');
    expect(rules.length).toBeGreaterThan(0);
    for (const r of rules) {
      expect(r.startTime % 2).toBe(0);
      expect(r.endTime % 2).toBe(0);
      expect(r.startTime).toBeLessThan(r.endTime);
      expect(r.interval % 2).toBe(0);
      expect((r.endTime - r.startTime) % r.interval).toBe(0);
      expect(r.minConsumptionValue).toBeGreaterThan(0);
    }
  });

  it('summarises every batch', () => {
    for (const shed of sheds) expect(shed.summaries.map((s) => s.batch)).toEqual(shed.batches.map((_, i) => i));
  });
});

describe('planted anomalies (demo farm)', () => {
  const { sheds } = generateFarm(demoFarm(2025), options({ historyDays: 14 }));
  const shed = (identification: string) => sheds.find((s) => s.shed.identification === identification)!;
  const hoursAgo = (time: number) => (now.getTime() - time) / HOUR_MS;

  it('records each planted anomaly as an alert from its start, open while it lasts and resolved once over', () => {
    const alerts = sheds.flatMap((s) =>
      s.alerts.map((a) => [s.shed.identification, a.type, a.subtype, Math.round(hoursAgo(a.occurredAt)), a.resolvedAt === null ? null : Math.round(hoursAgo(a.resolvedAt))]),
    );
    expect(alerts).toEqual(
      expect.arrayContaining([
        ['Aviário 01', 'Ambiência', 'temperature_high', 2, null],
        ['Aviário 03', 'Ambiência', 'sensor_stuck', 30, 27],
        ['Suínos 01', 'Nutrição', 'consumption_low', 9, 2],
        ['Aviário 04', 'Desempenho', 'weight_loss', 40, null],
        // Above Plantel's default thresholds (3 ‰ a day, 5 % below the reference): the breeders' spike and the layers' 8 % lag.
        ['Matrizeiro 01', 'Sanidade', 'mortality_high', 20, null],
        ['Poedeiras 01', 'Desempenho', 'weight_below_reference', 30, null],
      ]),
    );
    const empty = shed('Aviário 01').alerts.find((a) => a.subtype === 'silo_empty')!;
    expect(hoursAgo(empty.occurredAt)).toBeGreaterThanOrEqual(5);
    expect(hoursAgo(empty.occurredAt)).toBeLessThan(7);
    expect(empty.resolvedAt).toBeNull();
    expect(alerts).toHaveLength(7);
  });

  it('heats Aviário 01 well above its set point and rates the air critical or worse', () => {
    const s = shed('Aviário 01');
    const wave = s.s0.filter((r) => hoursAgo(r.measuredAt) <= 3);
    expect(Math.max(...wave.map((r) => r.environmentTemperature))).toBeGreaterThan(29);
    expect(s.summaries[0]!.enthalpy).toBeGreaterThanOrEqual(2);
  });

  it('empties the silos of Aviário 01', () => {
    const s = shed('Aviário 01');
    expect(s.silos.every((silo) => silo.availableWeight! < 0.01 * silo.capacity)).toBe(true);
    expect(s.summaries[0]!.siloStatus).toBe(1);
    expect(s.summaries[0]!.rationEndAt).toBeLessThan(now.getTime());
  });

  it('freezes the S0 sensor of Aviário 03 box 2 for hours', () => {
    const s = shed('Aviário 03');
    const box2 = s.s0.filter((r) => r.division === 1 && hoursAgo(r.measuredAt) <= 33 && hoursAgo(r.measuredAt) >= 27.5);
    expect(box2.length).toBeGreaterThan(8);
    expect(new Set(box2.map((r) => `${r.environmentTemperature}/${r.humidity}`)).size).toBe(1);
  });

  it('makes box 3 of Aviário 04 lose weight', () => {
    const gains = shed('Aviário 04').performance.filter((p) => p.division === 2).slice(-3).map((p) => p.gain!);
    for (const g of gains) expect(g).toBeLessThan(0);
  });
});
