export type FeedAnimal = 'bird' | 'hen' | 'pig';

/** The animal feed is counted per, by production type (spec §3): pigs, laying hens, other birds. */
export const animalOf = (productionType: number): FeedAnimal => (productionType === 5 ? 'pig' : productionType === 6 || productionType === 7 ? 'hen' : 'bird');
