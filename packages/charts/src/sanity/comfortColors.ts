/** Comfort levels (spec §4) by code: 0 comfortable, 1 intermediary, 2 critical, 3 lethal. */
export const COMFORT_COLORS = ['#2e7d32', '#f9a825', '#ef6c00', '#c62828'] as const;
export const IDEAL_BAND_COLOR = 'rgba(46, 125, 50, 0.12)';
export const OUT_OF_BAND_COLOR = '#c62828';
export const LINE_COLOR = '#1565c0';
