import { describe, expect, it } from 'vitest';
import { dailyGainTone, weekGainTone } from './tones';

describe('performance colours', () => {
  it('colours a division card by the sign of its week gain, grey at zero or without one', () => {
    expect([12, 0.1, 0, -0.1, -40, null].map(weekGainTone)).toEqual(['good', 'good', 'neutral', 'bad', 'bad', 'neutral']);
  });

  it('colours a daily gain green from zero up, red below', () => {
    expect([55, 0, -3, null].map(dailyGainTone)).toEqual(['good', 'good', 'bad', 'neutral']);
  });
});
