/** What a division lost or gave up by day of age: deaths and culls, and animals removed alive. */
export interface DivisionLosses {
  divisionId: number;
  age: number;
  lost: number;
}

/**
 * The animals a division held at the start of a day of age: those it holds now, plus every loss and
 * removal on that day or after (they were still there when the day began).
 */
export function animalsAtStartOf(age: number, holdsNow: number, losses: readonly DivisionLosses[]): number {
  return losses.reduce((animals, l) => (l.age >= age ? animals + l.lost : animals), holdsNow);
}
