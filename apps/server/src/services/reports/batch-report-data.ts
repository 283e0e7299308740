import type {
  AlertLanguage,
  BatchPerformance,
  ClimatePoint,
  ConsumptionEntry,
  FeedControl,
  ModuleName,
  PerformancePoint,
  RecentAlert,
  SlaughterForecast,
} from '@plantel/contracts';

import type { IdealBandStep } from '@plantel/charts';
export type LevelHours = readonly [number, number, number, number];

export type IndicatorKey = 'weight' | 'gain' | 'uniformity' | 'fcr' | 'correctedFcr' | 'adjustedFcr' | 'viability' | 'epef' | 'mortality';

export interface Indicator {
  key: IndicatorKey;
  value: number | null;
  reference: number | null;
  decimals: number;
}

/**
 * Everything a batch report shows, already scoped and masked for the person it is for. A section
 * is null when that person's roles do not grant its permission, and is left out of the report.
 */
export interface BatchReportData {
  lang: AlertLanguage;
  timeZone: string;
  generatedAt: Date;
  header: {
    company: string;
    property: string;
    producer: string;
    shed: string;
    batch: string;
    lineage: string;
    sex: 'mixed' | 'female' | 'male';
    module: ModuleName | null;
    opening: string;
    closing: string | null;
    age: number;
    lodged: number;
  };
  indicators: { referenceName: string; age: number; adjustedFcr: BatchPerformance['adjusted_fcr']; rows: Indicator[] } | null;
  /** Weekly weights of the batch (divisions pooled by their animals) against the reference. */
  weekly: PerformancePoint[] | null;
  ambience: {
    /** Hourly means over the batch, divisions averaged. */
    hourly: ClimatePoint[];
    /** The ideal temperature band under the hourly points, stepping with the age of each local day. */
    ideal: IdealBandStep[];
    byAge: { age: number; hours: LevelHours }[];
    totals: LevelHours;
    /** The batch's raw readings are past the company's retention: the figures come from the hourly summaries. */
    fromSummaries: boolean;
  } | null;
  nutrition: { weeks: ConsumptionEntry[]; deliveries: FeedControl[] } | null;
  alerts: RecentAlert[] | null;
  forecast: SlaughterForecast['results'] | null;
}
