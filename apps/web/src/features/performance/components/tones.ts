export type Tone = 'good' | 'bad' | 'neutral';

/** Spec §4: a division card is green when its week gain is above zero, red below, grey otherwise. */
export function weekGainTone(weekGain: number | null): Tone {
  if (weekGain === null || weekGain === 0) return 'neutral';
  return weekGain > 0 ? 'good' : 'bad';
}

/** Spec §2: a daily gain (G.P.D.) is green when zero or more, red when negative. */
export function dailyGainTone(gain: number | null): Tone {
  if (gain === null) return 'neutral';
  return gain >= 0 ? 'good' : 'bad';
}

export const TONE_COLOR: Record<Tone, string> = { good: 'success.main', bad: 'error.main', neutral: 'text.disabled' };
