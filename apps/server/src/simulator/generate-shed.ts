import { createRandom, hashSeed } from '@plantel/domain';
import { airsacculitisInspections } from './sanitary';
import { anomalyAlerts } from './alerts';
import { ageStart, batchTimeline } from './batch-timeline';
import { simulateClimate } from './climate';
import { consumptionRules } from './consumption-rules';
import type { ShedPlan, SimulationOptions } from './farm-description';
import type { BatchRow, DeviceRow, DivisionRow, ShedData } from './farm-rows';
import { simulateFeed, type SiloSetup } from './feed';
import { simulateFlock } from './flock';
import { speciesOf, type SpeciesProfile } from './species';
import { summarizeBatch } from './summary';
import { recentHenDayOf, simulateLay } from './lay';
import { isoDate } from './time';
import { simulateWater } from './water';

export interface ShedContext {
  property: number;
  propertyName: string;
  altitude: number;
  /** Position of the shed in its farm: with the seed, it picks the shed's random streams. */
  index: number;
  options: SimulationOptions;
}

const BATCH = 0;

function target(profile: SpeciesProfile, sex: number): { age: number; weight: (ref: (age: number) => number) => number } | null {
  if (profile.species === 'broiler') {
    const age = sex === 3 ? 45 : sex === 2 ? 40 : 42;
    return { age, weight: (ref) => Math.round(ref(age)) };
  }
  if (profile.species === 'swine') return { age: 165, weight: () => 120_000 };
  return null;
}

/** Age whose feed intake sizes the silos: the end of a broiler or pig batch, adult breeders and layers. */
const sizingAge = (profile: SpeciesProfile, lastAge: number) =>
  profile.species === 'broiler' ? 45 : profile.species === 'swine' ? 160 : Math.max(lastAge, 200);

/** Every row of one shed: its batch with divisions, devices, silos, time series, forecasts and alerts. */
export function generateShed(plan: ShedPlan, context: ShedContext): ShedData {
  const { options } = context;
  const now = options.now.getTime();
  const profile = speciesOf(plan.productionType);
  const stream = (name: string) => createRandom(hashSeed(options.seed, context.index, plan.identification, name));
  const setup = stream('setup');
  const anomalies = plan.anomalies ?? [];
  const timeline = batchTimeline(plan.batch, profile.ageAtLodging, options);
  const reference = (age: number) => profile.referenceWeight(plan.lineage, plan.sex, age);
  const open = timeline.closing === null;

  const flock = timeline.housed
    ? simulateFlock({ profile, lineage: plan.lineage, sex: plan.sex, lodged: plan.lodged, divisions: plan.divisions, timeline, anomalies, now, timeZone: options.timeZone, random: stream('flock') })
    : null;
  const goal = target(profile, plan.sex);
  const batch: BatchRow = {
    identification: plan.batchIdentification,
    stage: plan.batch.stage === 'empty' ? 'slaughter' : plan.batch.stage,
    lineage: plan.lineage,
    sex: plan.sex,
    initialLodged: plan.lodged,
    currentLodged: flock?.currentLodged ?? 0,
    ageAtLodging: timeline.ageAtLodging,
    entryWeight: Math.round(reference(timeline.ageAtLodging)),
    targetWeight: goal ? goal.weight(reference) : null,
    targetAge: goal?.age ?? null,
    targetDate: goal ? isoDate(ageStart(timeline, goal.age), options.timeZone) : null,
    priority: open && goal ? setup.int(1, 3) : null,
    openingDate: timeline.opening,
    closingDate: timeline.closing,
  };

  const divisions: DivisionRow[] = [];
  const devices: DeviceRow[] = [];
  const serial = () => setup.int(0, 0xffffff).toString(16).toUpperCase().padStart(6, '0');
  const addDevice = (type: DeviceRow['type'], position: string) => devices.push({ type, identification: `${type}-${serial()}`, position, lastSeenAt: null }) - 1;
  const climateDivisions = Array.from({ length: plan.divisions }, (_, d) => {
    const identification = `Box ${d + 1}`;
    divisions.push({ batch: BATCH, identification, currentLodge: flock?.divisionLodged[d] ?? 0 });
    return { key: d, s0: addDevice('S0', identification), d0: addDevice('D0', identification) };
  });

  const peakDemand = (profile.referenceIntake(plan.lineage, plan.sex, sizingAge(profile, timeline.lastAge)) * plan.lodged) / 1000;
  const capacity = Math.min(30_000, Math.max(4_000, Math.round((peakDemand * 5) / plan.silos / 500) * 500));
  const strictThresholds = setup.chance(0.2);
  const siloSetups: SiloSetup[] = Array.from({ length: plan.silos }, (_, s) => ({
    key: s,
    device: addDevice('silo_scale', `Silo ${s + 1}`),
    capacity,
    lowThreshold: strictThresholds ? 0.3 : 0.25,
    criticalThreshold: strictThresholds ? 0.15 : 0.1,
  }));

  const climate = simulateClimate({
    profile,
    timeline,
    divisions: climateDivisions,
    altitude: context.altitude,
    intervalMinutes: options.readingIntervalMinutes,
    anomalies,
    now,
    timeZone: options.timeZone,
    random: stream('climate'),
  });
  const feed = simulateFeed({ profile, lineage: plan.lineage, sex: plan.sex, batchKey: BATCH, timeline, flock, silos: siloSetups, anomalies, now, timeZone: options.timeZone, random: stream('feed') });
  for (const d of climateDivisions) {
    devices[d.s0]!.lastSeenAt = climate.lastReadingAt;
    devices[d.d0]!.lastSeenAt = climate.lastReadingAt;
  }
  siloSetups.forEach((s, i) => (devices[s.device]!.lastSeenAt = feed.silos[i]!.lastReadingAt));
  const waterStream = stream('water');
  const waterMeter = (plan.waterMeter ?? waterStream.chance(0.7)) ? addDevice('water_meter', 'Entrada') : null;
  const waterReadings =
    waterMeter === null || !timeline.housed
      ? []
      : simulateWater({ species: profile.species, device: waterMeter, eaten: feed.eaten, from: timeline.windowStart, to: timeline.end, random: waterStream });
  if (waterMeter !== null) devices[waterMeter]!.lastSeenAt = waterReadings.at(-1)?.measuredAt ?? null;
  // Birds weighed every day step onto a scale in each box: its weighings are the box's. Serials from a
  // stream of their own, so the devices before them keep theirs.
  const scaleSerials = stream('bird scales');
  const scales =
    profile.poultry && profile.weighingEvery === 1
      ? climateDivisions.map((d) => devices.push({ type: 'bird_scale', identification: `bird_scale-${scaleSerials.int(0, 0xffffff).toString(16).toUpperCase().padStart(6, '0')}`, position: divisions[d.key]!.identification, lastSeenAt: null }) - 1)
      : null;
  const weighingRows = (flock?.weighingRows ?? []).map((w) => (scales ? { ...w, device: scales[w.division]! } : w));
  for (const w of weighingRows) if (w.device !== undefined) devices[w.device]!.lastSeenAt = Math.max(devices[w.device]!.lastSeenAt ?? 0, w.weighedAt);

  const { summary } = summarizeBatch({
    profile,
    productionType: plan.productionType,
    lineage: plan.lineage,
    sex: plan.sex,
    housed: plan.lodged,
    batchKey: BATCH,
    timeline,
    flock,
    climate,
    feed,
    entryWeight: batch.entryWeight,
    plannedAge: goal?.age ?? null,
    now,
  });

  const eggs = flock ? simulateLay({ species: profile.species, timeline, flock, divisions: plan.divisions, anomalies, now, timeZone: options.timeZone, random: stream('eggs') }) : [];
  if (flock) summary.henDayPercent = recentHenDayOf(eggs, flock);

  const wantsRules = plan.consumptionRules || anomalies.some((a) => a.kind === 'consumption_drop');
  const rules = wantsRules ? consumptionRules(feed.dailyDemand > 0 ? feed.dailyDemand : peakDemand / 2, stream('rules')) : [];

  return {
    shed: {
      property: context.property,
      identification: plan.identification,
      name: `${context.propertyName} - ${plan.identification}`,
      core: plan.core,
      productionType: plan.productionType,
    },
    batches: [batch],
    divisions,
    devices,
    silos: siloSetups.map((s, i) => ({
      identification: `Silo ${i + 1}`,
      capacity: s.capacity,
      lowThreshold: s.lowThreshold,
      criticalThreshold: s.criticalThreshold,
      currentRationType: feed.silos[i]!.rationKey,
      availableWeight: feed.silos[i]!.availableWeight,
      lastReadingAt: feed.silos[i]!.lastReadingAt,
    })),
    summaries: [summary],
    weighings: weighingRows,
    performance: flock?.performanceRows ?? [],
    mortality: flock?.mortalityRows ?? [],
    eggs,
    airsacculitis: profile.species === 'broiler' ? airsacculitisInspections(timeline, BATCH, stream('sanitary')) : [],
    s0: climate.s0,
    d0: climate.d0,
    enthalpy: climate.enthalpy,
    siloReadings: feed.siloReadings,
    waterReadings,
    feedControls: feed.feedControls,
    consumption: feed.consumption,
    minimumConsumptionAlerts: rules,
    alerts: timeline.housed
      ? anomalyAlerts({
          ...{ anomalies, batchKey: BATCH, timeline, flock, climate, summary, rules, ranOutAt: feed.ranOutAt, now },
          s0Of: (d) => ({ key: climateDivisions[d]!.s0, identification: devices[climateDivisions[d]!.s0]!.identification }),
        })
      : [],
  };
}
