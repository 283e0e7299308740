import { PRODUCTION_TYPE, type ProductionTypeId } from '@plantel/contracts';
import type { AnomalyPlan, BatchPlan, FarmDescription, ShedPlan } from './farm-description';

interface DemoShed {
  identification: string;
  core: string;
  type: ProductionTypeId;
  batch: BatchPlan;
  lineage: string;
  sex: 1 | 2 | 3;
  lodged: number;
  divisions?: number;
  silos?: number;
  waterMeter?: boolean;
  anomalies?: AnomalyPlan[];
}

function sheds(year: number, first: number, list: DemoShed[]): ShedPlan[] {
  return list.map((s, i) => ({
    identification: s.identification,
    core: s.core,
    productionType: s.type,
    batch: s.batch,
    batchIdentification: `${year}-${String(first + i).padStart(3, '0')}`,
    lineage: s.lineage,
    sex: s.sex,
    lodged: s.lodged,
    divisions: s.divisions ?? 3,
    silos: s.silos ?? 2,
    waterMeter: s.waterMeter ?? true,
    consumptionRules: true,
    anomalies: s.anomalies ?? [],
  }));
}

/**
 * Company "Demo": four or more sheds per module across the stages, on four properties of three
 * producers. João Batista Moreira, whom the demo's producer login follows, has every broiler shed
 * but Aviário 07 (Roberto Schmidt's) and every breeder shed but Matrizeiro 04. The planted
 * anomalies raise seven alerts, at fixed hours before the seed so the Home counts are known:
 * within 24 h, broiler Ambiência 1 and Nutrição 1 (Aviário 01), matrix Sanidade 1, swine Nutrição 1;
 * within 48 h also broiler Ambiência 2 and Desempenho 1, and laying birds Desempenho 1.
 */
export function demoFarm(year: number): FarmDescription {
  return {
    producers: [
      {
        name: 'João Batista Moreira',
        properties: [
          {
            name: 'Sítio Boa Vista',
            ownerName: 'João Batista Moreira',
            altitude: 650,
            sheds: sheds(year, 1, [
              {
                identification: 'Aviário 01',
                core: 'Núcleo 1',
                type: PRODUCTION_TYPE.broiler,
                batch: { stage: 'lodged', age: 28 },
                lineage: 'Ross 308',
                sex: 1,
                lodged: 24_600,
                silos: 3,
                anomalies: [
                  { kind: 'heat_wave', hoursAgo: 2, hours: 6, delta: 8 },
                  { kind: 'silo_empty', hoursAgo: 5 },
                ],
              },
              { identification: 'Aviário 02', core: 'Núcleo 1', type: PRODUCTION_TYPE.broiler, batch: { stage: 'pre_lodged', lodgesInDays: 2 }, lineage: 'Cobb 500', sex: 1, lodged: 22_000 },
              {
                identification: 'Aviário 03',
                core: 'Núcleo 1',
                type: PRODUCTION_TYPE.broiler,
                batch: { stage: 'lodged', age: 12 },
                lineage: 'Cobb 500',
                sex: 3,
                lodged: 20_000,
                waterMeter: false,
                anomalies: [{ kind: 'stuck_sensor', hoursAgo: 30, hours: 6, division: 1 }],
              },
              {
                identification: 'Matrizeiro 01',
                core: 'Núcleo 2',
                type: PRODUCTION_TYPE.breederRearing,
                batch: { stage: 'lodged', age: 196 },
                lineage: 'Cobb 500',
                sex: 2,
                lodged: 8_900,
                anomalies: [{ kind: 'mortality_spike', hoursAgo: 20 }],
              },
              {
                identification: 'Poedeiras 01',
                core: 'Núcleo 3',
                type: PRODUCTION_TYPE.layerRearing,
                batch: { stage: 'lodged', age: 240 },
                lineage: 'Hy-Line Brown',
                sex: 2,
                lodged: 32_000,
                silos: 3,
                // A drop in lay of a few days, a week ago: the first sign a producer looks for.
                anomalies: [
                  { kind: 'weight_behind', hoursAgo: 30, percent: 8 },
                  { kind: 'lay_drop', hoursAgo: 7 * 24, days: 3, points: 9 },
                ],
              },
              {
                identification: 'Suínos 01',
                core: 'Núcleo 4',
                type: PRODUCTION_TYPE.swine,
                batch: { stage: 'lodged', age: 130 },
                lineage: 'Agroceres PIC',
                sex: 1,
                lodged: 1_150,
                anomalies: [{ kind: 'consumption_drop', hoursAgo: 3 }],
              },
            ]),
          },
          {
            name: 'Sítio Água Limpa',
            ownerName: 'João Batista Moreira',
            altitude: 900,
            sheds: sheds(year, 7, [
              {
                identification: 'Aviário 04',
                core: 'Núcleo 1',
                type: PRODUCTION_TYPE.broiler,
                batch: { stage: 'slaughter', age: 44 },
                lineage: 'Ross 308',
                sex: 2,
                lodged: 26_000,
                silos: 3,
                anomalies: [{ kind: 'weight_loss', hoursAgo: 40, days: 3, division: 2 }],
              },
              { identification: 'Aviário 05', core: 'Núcleo 1', type: PRODUCTION_TYPE.broiler, batch: { stage: 'empty', closedDaysAgo: 6, ageAtClosing: 43 }, lineage: 'Ross 308', sex: 1, lodged: 25_000 },
              { identification: 'Aviário 06', core: 'Núcleo 2', type: PRODUCTION_TYPE.broiler, batch: { stage: 'lodged', age: 35 }, lineage: 'Cobb 500', sex: 1, lodged: 30_000, divisions: 4, silos: 3 },
              { identification: 'Matrizeiro 02', core: 'Núcleo 3', type: PRODUCTION_TYPE.breederLaying, batch: { stage: 'lodged', age: 90 }, lineage: 'Ross 308', sex: 2, lodged: 9_500 },
              { identification: 'Matrizeiro 03', core: 'Núcleo 3', type: PRODUCTION_TYPE.breederRearing, batch: { stage: 'pre_lodged', lodgesInDays: 1 }, lineage: 'Cobb 500', sex: 2, lodged: 9_000 },
            ]),
          },
        ],
      },
      {
        name: 'Ana Cristina Lopes',
        properties: [
          {
            name: 'Granja Santa Luzia',
            ownerName: 'Ana Cristina Lopes',
            altitude: 900,
            sheds: sheds(year, 12, [
              { identification: 'Poedeiras 02', core: 'Núcleo 4', type: PRODUCTION_TYPE.layerLaying, batch: { stage: 'lodged', age: 160 }, lineage: 'Hy-Line W-36', sex: 2, lodged: 40_000, silos: 3 },
            ]),
          },
        ],
      },
      {
        name: 'Roberto Schmidt',
        properties: [
          {
            name: 'Fazenda Três Barras',
            ownerName: 'Roberto Schmidt',
            altitude: 450,
            sheds: sheds(year, 13, [
              { identification: 'Matrizeiro 04', core: 'Núcleo 1', type: PRODUCTION_TYPE.breederRearing, batch: { stage: 'empty', closedDaysAgo: 9, ageAtClosing: 450 }, lineage: 'Ross 308', sex: 2, lodged: 8_000 },
              { identification: 'Poedeiras 03', core: 'Núcleo 1', type: PRODUCTION_TYPE.layerRearing, batch: { stage: 'pre_lodged', lodgesInDays: 3 }, lineage: 'Lohmann Brown', sex: 2, lodged: 30_000 },
              { identification: 'Poedeiras 04', core: 'Núcleo 1', type: PRODUCTION_TYPE.layerRearing, batch: { stage: 'empty', closedDaysAgo: 15, ageAtClosing: 560 }, lineage: 'Hy-Line Brown', sex: 2, lodged: 28_000 },
              { identification: 'Suínos 02', core: 'Núcleo 2', type: PRODUCTION_TYPE.swine, batch: { stage: 'lodged', age: 85 }, lineage: 'Topigs Norsvin', sex: 1, lodged: 1_400 },
              { identification: 'Suínos 03', core: 'Núcleo 2', type: PRODUCTION_TYPE.swine, batch: { stage: 'slaughter', age: 168 }, lineage: 'Agroceres PIC', sex: 1, lodged: 1_000 },
              { identification: 'Suínos 04', core: 'Núcleo 2', type: PRODUCTION_TYPE.swine, batch: { stage: 'empty', closedDaysAgo: 4, ageAtClosing: 170 }, lineage: 'DB Genética', sex: 1, lodged: 1_200 },
              // Last in the farm, so the sheds before it keep their random streams.
              { identification: 'Aviário 07', core: 'Núcleo 3', type: PRODUCTION_TYPE.broiler, batch: { stage: 'lodged', age: 18 }, lineage: 'Ross 308', sex: 2, lodged: 21_000 },
            ]),
          },
        ],
      },
    ],
  };
}

/** Company "Outra": a broiler shed with a humidity alert an hour old, another broiler shed and a swine shed. */
export function otherCompanyFarm(year: number): FarmDescription {
  return {
    producers: [
      {
        name: 'Maria Aparecida Souza',
        properties: [
          {
            name: 'Granja Horizonte',
            ownerName: 'Maria Aparecida Souza',
            altitude: 300,
            sheds: sheds(year, 1, [
              {
                identification: 'Galpão A',
                core: 'Núcleo A',
                type: PRODUCTION_TYPE.broiler,
                batch: { stage: 'lodged', age: 21 },
                lineage: 'Ross 308',
                sex: 1,
                lodged: 18_000,
                anomalies: [{ kind: 'humidity_high', hoursAgo: 1, hours: 3 }],
              },
              { identification: 'Galpão B', core: 'Núcleo A', type: PRODUCTION_TYPE.broiler, batch: { stage: 'lodged', age: 9 }, lineage: 'Cobb 500', sex: 2, lodged: 16_000 },
              { identification: 'Galpão C', core: 'Núcleo B', type: PRODUCTION_TYPE.swine, batch: { stage: 'lodged', age: 100 }, lineage: 'Agroceres PIC', sex: 1, lodged: 900 },
            ]),
          },
        ],
      },
    ],
  };
}
