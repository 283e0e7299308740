/** Spec §4 and §9 silo status by code: 0 no data (white), 1 critical (red), 2 low (yellow), 3 satisfactory (green). */
export const SILO_STATUS_COLORS = ['#ffffff', '#c62828', '#f9a825', '#2e7d32'] as const;

/** One colour per silo in the history chart, and the measured, estimated and reference colours of the consumption charts. */
export const SILO_SERIES_COLORS = ['#1565c0', '#6a1b9a', '#00838f', '#ef6c00', '#4e342e'] as const;
export const CONSUMPTION_COLORS = { real: '#2e7d32', estimated: '#a5d6a7', reference: '#757575', water: '#0277bd', ratio: '#ef6c00' } as const;
