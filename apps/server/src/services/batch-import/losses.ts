/** Losses of the days before a day, from the days sorted by date (a binary search per day). */
export function lossesBefore(days: readonly { date: string; dead: number; culled: number }[]): (date: string) => number {
  const totals: number[] = [];
  days.forEach((d, i) => totals.push((totals[i - 1] ?? 0) + d.dead + d.culled));
  return (date) => {
    let lo = 0;
    let hi = days.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (days[mid]!.date < date) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : totals[lo - 1]!;
  };
}
