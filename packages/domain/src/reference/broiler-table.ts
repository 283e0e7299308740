/** [day, body_weight_g, daily_gain_g, daily_feed_intake_g, cumulative_feed_intake_g, fcr]; null where the source has no value. */
export type BroilerRow = readonly [number, number, number | null, number | null, number | null, number | null];

export type BroilerProfile = 'as_hatched' | 'male' | 'female';

export interface ReferenceSource {
  id: string;
  title?: string;
  repo?: string;
  path?: string;
  commit?: string;
  url?: string;
  what?: string;
  note?: string;
}

/** A breeder's published daily broiler objectives, as transcribed (see each table's sources). */
export interface BroilerTable {
  lineage: string;
  publicationYear: number;
  sources: readonly ReferenceSource[];
  profiles: Record<BroilerProfile, readonly BroilerRow[]>;
}
