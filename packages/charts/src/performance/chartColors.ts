/** Chart colours: the measured series in the theme's green, the reference in grey, alarms in red. */
export const CHART_COLORS = {
  measured: '#2e7d32',
  reference: '#757575',
  weekly: '#1565c0',
  band: 'rgba(46, 125, 50, 0.12)',
} as const;
