import { describe, expect, it } from 'vitest';
import { ALERT_SEVERITIES } from '@plantel/contracts';
import { alertChipLook } from './alertChip';

describe("an alert's chip", () => {
  it('is never red once the alert is resolved, whatever its severity', () => {
    for (const severity of ALERT_SEVERITIES) expect(alertChipLook({ state: 'resolved', severity })).toEqual({ color: 'success', variant: 'outlined' });
  });

  it('is red and filled for an open critical alert, outlined once seen, amber for a warning', () => {
    expect(alertChipLook({ state: 'open', severity: 'critical' })).toEqual({ color: 'error', variant: 'filled' });
    expect(alertChipLook({ state: 'acknowledged', severity: 'critical' })).toEqual({ color: 'error', variant: 'outlined' });
    expect(alertChipLook({ state: 'open', severity: 'warning' })).toEqual({ color: 'warning', variant: 'filled' });
    expect(alertChipLook({ state: 'open', severity: 'info' })).toEqual({ color: 'default', variant: 'filled' });
  });
});
