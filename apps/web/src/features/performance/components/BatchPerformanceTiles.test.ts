import { describe, expect, it } from 'vitest';
import { estimatedFeedPercent, lostByTheMoment } from './BatchPerformanceTiles';

describe('estimatedFeedPercent', () => {
  it('gives the share of the feed figure that is estimated', () => {
    expect(estimatedFeedPercent({ feed_kg: 23_100, feed_estimated_kg: 840 })).toBeCloseTo(3.636, 3);
  });

  it('says nothing when nothing (or next to nothing) is estimated, or there is no feed figure', () => {
    expect(estimatedFeedPercent({ feed_kg: 23_100, feed_estimated_kg: 0 })).toBeNull();
    expect(estimatedFeedPercent({ feed_kg: 23_100, feed_estimated_kg: 0.001 })).toBeNull();
    expect(estimatedFeedPercent({ feed_kg: null, feed_estimated_kg: null })).toBeNull();
  });
});

describe('lostByTheMoment', () => {
  it('counts the birds lost by the moment of the percent: 20,000 housed at 0.85 % are 170, whatever was recorded since', () => {
    expect(lostByTheMoment({ housed: 20_000, mortality_percent: 0.85 })).toBe(170);
    expect(lostByTheMoment({ housed: 20_000, mortality_percent: 0 })).toBe(0);
  });
});
