import { PRODUCTION_TYPE, type ProductionTypeId } from '@plantel/contracts';
import { createRandom, hashSeed, type Random } from '@plantel/domain';
import type { AnomalyPlan, BatchPlan, FarmDescription, PropertyPlan, ShedPlan } from './farm-description';

const FIRST_NAMES = ['Ana', 'Antônio', 'Carlos', 'Cláudia', 'Daniel', 'Fernanda', 'Francisco', 'Gabriela', 'José', 'Juliana', 'Luiz', 'Márcia', 'Marcos', 'Maria', 'Paulo', 'Rafael', 'Rita', 'Roberto', 'Sandra', 'Vanessa'];
const SURNAMES = ['Almeida', 'Barbosa', 'Cardoso', 'Costa', 'Ferreira', 'Gomes', 'Lima', 'Martins', 'Oliveira', 'Pereira', 'Ribeiro', 'Rocha', 'Santos', 'Schmidt', 'Silva', 'Souza', 'Vieira', 'Zanella'];
const PROPERTY_KINDS = ['Sítio', 'Granja', 'Fazenda', 'Chácara'];
const PLACES = ['Boa Esperança', 'Santa Clara', 'São José', 'Bela Vista', 'Água Limpa', 'Três Barras', 'Palmital', 'Lajeado', 'Cerro Azul', 'Rio Bonito', 'Santa Fé', 'Monte Alegre'];

const SHED_PREFIX: Record<ProductionTypeId, string> = {
  [PRODUCTION_TYPE.breederRearing]: 'Matrizeiro',
  [PRODUCTION_TYPE.breederLaying]: 'Recria',
  [PRODUCTION_TYPE.broiler]: 'Aviário',
  [PRODUCTION_TYPE.swine]: 'Suínos',
  [PRODUCTION_TYPE.layerRearing]: 'Poedeiras',
  [PRODUCTION_TYPE.layerLaying]: 'Poedeiras',
};

/** Broiler 70 %, breeders 10 %, layers 10 %, pigs 10 %. */
function productionType(random: Random): ProductionTypeId {
  const x = random.next();
  if (x < 0.7) return PRODUCTION_TYPE.broiler;
  if (x < 0.8) return random.chance(0.7) ? PRODUCTION_TYPE.breederRearing : PRODUCTION_TYPE.breederLaying;
  if (x < 0.9) return random.chance(0.5) ? PRODUCTION_TYPE.layerRearing : PRODUCTION_TYPE.layerLaying;
  return PRODUCTION_TYPE.swine;
}

/** Lodged 65 %, at slaughter 10 % (broilers and pigs; others lodged), pre-lodged 10 %, empty 15 %. */
function batchPlan(type: ProductionTypeId, random: Random): BatchPlan {
  const x = random.next();
  const broiler = type === PRODUCTION_TYPE.broiler;
  const swine = type === PRODUCTION_TYPE.swine;
  if (x < 0.1) return { stage: 'pre_lodged', lodgesInDays: random.int(1, 3) };
  if (x < 0.25) {
    const ageAtClosing = broiler ? random.int(40, 47) : swine ? random.int(160, 175) : random.int(400, 480);
    return { stage: 'empty', closedDaysAgo: random.int(2, 12), ageAtClosing };
  }
  const slaughter = x < 0.35 && (broiler || swine);
  if (broiler) return slaughter ? { stage: 'slaughter', age: random.int(39, 47) } : { stage: 'lodged', age: random.int(1, 38) };
  if (swine) return slaughter ? { stage: 'slaughter', age: random.int(160, 172) } : { stage: 'lodged', age: random.int(66, 158) };
  if (type === PRODUCTION_TYPE.layerRearing || type === PRODUCTION_TYPE.layerLaying) return { stage: 'lodged', age: random.int(125, 520) };
  return { stage: 'lodged', age: random.int(20, 450) };
}

function lineage(type: ProductionTypeId, random: Random): string {
  if (type === PRODUCTION_TYPE.broiler || type === PRODUCTION_TYPE.breederRearing || type === PRODUCTION_TYPE.breederLaying) return random.pick(['Ross 308', 'Cobb 500']);
  if (type === PRODUCTION_TYPE.swine) return random.pick(['Agroceres PIC', 'Topigs Norsvin', 'DB Genética']);
  return random.pick(['Hy-Line Brown', 'Hy-Line W-36', 'Lohmann Brown']);
}

function lodged(type: ProductionTypeId, random: Random): number {
  if (type === PRODUCTION_TYPE.broiler) return random.int(15, 40) * 1000;
  if (type === PRODUCTION_TYPE.swine) return random.int(5, 25) * 100;
  if (type === PRODUCTION_TYPE.layerRearing || type === PRODUCTION_TYPE.layerLaying) return random.int(20, 60) * 1000;
  return random.int(6, 12) * 1000;
}

/** Anomalies for a lodged shed, rare enough that most sheds look healthy. */
function anomalies(type: ProductionTypeId, plan: BatchPlan, heatWave: AnomalyPlan | null, divisions: number, random: Random): AnomalyPlan[] {
  if (plan.stage !== 'lodged' && plan.stage !== 'slaughter') return [];
  const poultry = type !== PRODUCTION_TYPE.swine;
  const hoursAgo = () => random.int(2, 40);
  const list: AnomalyPlan[] = [];
  if (heatWave && poultry) list.push(heatWave);
  if (random.chance(0.03)) list.push({ kind: 'stuck_sensor', hoursAgo: hoursAgo(), hours: random.int(4, 8), division: random.int(0, divisions - 1) });
  if (random.chance(0.03)) list.push({ kind: 'humidity_high', hoursAgo: hoursAgo(), hours: 3 });
  if (random.chance(0.03)) list.push({ kind: 'silo_empty', hoursAgo: random.int(1, 10) });
  if (random.chance(0.03)) list.push({ kind: 'mortality_spike', hoursAgo: hoursAgo() });
  if (random.chance(0.03)) list.push({ kind: 'consumption_drop', hoursAgo: random.int(1, 12) });
  if (type === PRODUCTION_TYPE.broiler && plan.age >= 10 && random.chance(0.03)) list.push({ kind: 'weight_loss', hoursAgo: random.int(1, 20), days: 3, division: random.int(0, divisions - 1) });
  if (poultry && random.chance(0.03)) list.push({ kind: 'weight_behind', hoursAgo: hoursAgo(), percent: random.int(4, 8) });
  return list;
}

/**
 * A farm of `sheds` sheds for benchmarks: producers with one or two properties of 2-8 sheds each,
 * every module and stage, and a few planted anomalies (a heat wave hits every poultry shed of ~8 %
 * of the properties). Deterministic for a seed.
 */
export function describeRandomFarm(options: { sheds: number; seed: number; year: number }): FarmDescription {
  const random = createRandom(hashSeed(options.seed, 'random-farm'));
  const description: FarmDescription = { producers: [] };
  let made = 0;
  let batchNumber = 0;
  while (made < options.sheds) {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
    const properties: PropertyPlan[] = [];
    const propertyCount = random.int(1, 2);
    for (let p = 0; p < propertyCount && made < options.sheds; p++) {
      const count = Math.min(random.int(2, 8), options.sheds - made);
      const heatWave: AnomalyPlan | null = random.chance(0.08) ? { kind: 'heat_wave', hoursAgo: random.int(2, 30), hours: random.int(4, 7), delta: random.uniform(5, 8) } : null;
      const sheds: ShedPlan[] = [];
      for (let s = 0; s < count; s++) {
        made++;
        const type = productionType(random);
        const batch = batchPlan(type, random);
        const divisions = random.int(2, 4);
        sheds.push({
          identification: `${SHED_PREFIX[type]} ${String(made).padStart(4, '0')}`,
          core: `Núcleo ${p + 1}`,
          productionType: type,
          batch,
          batchIdentification: `${options.year}-${String(++batchNumber).padStart(3, '0')}`,
          lineage: lineage(type, random),
          sex: type === PRODUCTION_TYPE.broiler ? random.pick([1, 1, 2, 3] as const) : type === PRODUCTION_TYPE.swine ? 1 : 2,
          lodged: lodged(type, random),
          divisions,
          silos: random.int(2, 3),
          consumptionRules: random.chance(0.4),
          anomalies: anomalies(type, batch, heatWave, divisions, random),
        });
      }
      properties.push({ name: `${random.pick(PROPERTY_KINDS)} ${random.pick(PLACES)}`, ownerName: name, altitude: random.int(0, 12) * 100, sheds });
    }
    description.producers.push({ name, properties });
  }
  return description;
}
