import type { FarmDescription, ShedPlan, SimulationOptions } from './farm-description';
import type { FarmSkeleton, ShedData } from './farm-rows';
import { generateShed, type ShedContext } from './generate-shed';
import { rationTypeRows } from './ration-catalog';

export interface PlannedShed {
  plan: ShedPlan;
  context: ShedContext;
}

/** Producers, properties and ration types, and every shed with what it needs to be generated on its own. */
export function planFarm(description: FarmDescription, options: SimulationOptions): { skeleton: FarmSkeleton; sheds: PlannedShed[] } {
  const skeleton: FarmSkeleton = { producers: [], properties: [], rationTypes: rationTypeRows() };
  const sheds: PlannedShed[] = [];
  for (const producer of description.producers) {
    const producerKey = skeleton.producers.push({ name: producer.name }) - 1;
    for (const property of producer.properties) {
      const propertyKey = skeleton.properties.push({ producer: producerKey, name: property.name, ownerName: property.ownerName, altitude: property.altitude }) - 1;
      for (const plan of property.sheds) {
        sheds.push({ plan, context: { property: propertyKey, propertyName: property.name, altitude: property.altitude, index: sheds.length, options } });
      }
    }
  }
  return { skeleton, sheds };
}

/** The whole farm at once; fine for the demo and tests. Large farms go shed by shed (see simulation.service). */
export function generateFarm(description: FarmDescription, options: SimulationOptions): { skeleton: FarmSkeleton; sheds: ShedData[] } {
  const { skeleton, sheds } = planFarm(description, options);
  return { skeleton, sheds: sheds.map(({ plan, context }) => generateShed(plan, context)) };
}
