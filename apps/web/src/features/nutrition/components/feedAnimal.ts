import { isLayer, isSwine } from '@plantel/contracts';
export type FeedAnimal = 'bird' | 'hen' | 'pig';

/** The animal feed is counted per, by production type (spec §3): pigs, laying hens, other birds. */
export const animalOf = (productionType: number): FeedAnimal => (isSwine(productionType) ? 'pig' : isLayer(productionType) ? 'hen' : 'bird');
