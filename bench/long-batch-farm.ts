import { PRODUCTION_TYPE } from '@plantel/contracts';
import type { FarmDescription } from '../apps/server/src/simulator/farm-description';

/**
 * The batch the sanity and report targets are about: a 50-day broiler batch in 4 divisions, each with its S0
 * climate and D0 air-quality sensors reading every 10 minutes, next to the 1,000 random sheds.
 */
export const LONG_BATCH_SHED = 'Aviário bancada 50 dias';
export const LONG_BATCH_FARM: FarmDescription = {
  producers: [
    {
      name: 'Produtor de bancada',
      properties: [
        {
          name: 'Granja de bancada',
          ownerName: 'Produtor de bancada',
          altitude: 600,
          sheds: [
            { identification: LONG_BATCH_SHED, core: 'Núcleo 1', productionType: PRODUCTION_TYPE.broiler, batch: { stage: 'lodged', age: 50 }, batchIdentification: 'BANCADA-050', lineage: 'Ross 308', sex: 1, lodged: 26_000, divisions: 4, silos: 3 },
          ],
        },
      ],
    },
  ],
};
