/** Weighing statistics (flock_uniformity reference): mean, sample SD, CV % and uniformity % within ±10 % of the mean. */
export interface FlockStats {
  count: number;
  mean: number;
  sd: number;
  /** 100 × SD / mean. */
  cv: number;
  /** % of individuals within ±10 % of the mean. */
  uniformity: number;
}

export function flockStats(samples: readonly number[]): FlockStats {
  const count = samples.length;
  if (count === 0) return { count, mean: NaN, sd: NaN, cv: NaN, uniformity: NaN };
  let sum = 0;
  for (const w of samples) sum += w;
  const mean = sum / count;
  let squares = 0;
  let within = 0;
  for (const w of samples) {
    squares += (w - mean) ** 2;
    if (Math.abs(w - mean) <= 0.1 * mean) within++;
  }
  const sd = count > 1 ? Math.sqrt(squares / (count - 1)) : 0;
  return { count, mean, sd, cv: (100 * sd) / mean, uniformity: (100 * within) / count };
}
