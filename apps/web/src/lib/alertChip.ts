import type { AlertSeverity, AlertState } from '@plantel/contracts';

export interface ChipLook {
  color: 'error' | 'warning' | 'success' | 'default';
  variant: 'filled' | 'outlined';
}

const SEVERITY_COLOR = { critical: 'error', warning: 'warning', info: 'default' } as const satisfies Record<AlertSeverity, ChipLook['color']>;

/**
 * How an alert's chip looks: red only while a critical alert is open or seen (acknowledged), amber for
 * a warning; filled while open, outlined once seen, and a resolved one green and outlined, never red.
 */
export function alertChipLook({ state, severity }: { state: AlertState; severity: AlertSeverity }): ChipLook {
  if (state === 'resolved') return { color: 'success', variant: 'outlined' };
  const color = SEVERITY_COLOR[severity];
  return { color, variant: state === 'open' ? 'filled' : 'outlined' };
}
