/**
 * A flock's antimicrobial use (docs/health-book.md, "Antimicrobial use"): the mg of each active
 * ingredient given (the quantity of product used × its mg per unit), summed by ingredient and by
 * class, and per kg of live weight produced, the flock-level measure reported beside mg/PCU by
 * Canada's farm surveillance (Agunos et al. 2020: mg per kg of weight at pre-slaughter).
 */
export interface AntimicrobialGiven {
  /** The product used over the treatment, in its unit; null when not said (not counted). */
  quantity: number | null;
  ingredients: readonly { name: string; class: string | null; mgPerUnit: number | null }[];
}

export interface AntimicrobialUse {
  totalMg: number;
  /** mg per kg of live weight produced; null without a live weight. */
  mgPerKg: number | null;
  byIngredient: { name: string; class: string | null; mg: number }[];
  byClass: { class: string | null; mg: number }[];
}

export function antimicrobialUse(given: readonly AntimicrobialGiven[], liveWeightKg: number | null): AntimicrobialUse {
  const byIngredient = new Map<string, { name: string; class: string | null; mg: number }>();
  for (const g of given) {
    if (g.quantity === null) continue;
    for (const i of g.ingredients) {
      if (i.mgPerUnit === null) continue;
      const key = i.name.toLowerCase();
      const entry = byIngredient.get(key) ?? { name: i.name, class: i.class, mg: 0 };
      entry.mg += g.quantity * i.mgPerUnit;
      byIngredient.set(key, entry);
    }
  }
  const byClass = new Map<string | null, number>();
  for (const i of byIngredient.values()) byClass.set(i.class, (byClass.get(i.class) ?? 0) + i.mg);
  const totalMg = [...byIngredient.values()].reduce((s, i) => s + i.mg, 0);
  return {
    totalMg,
    mgPerKg: liveWeightKg !== null && liveWeightKg > 0 ? totalMg / liveWeightKg : null,
    byIngredient: [...byIngredient.values()].sort((a, b) => b.mg - a.mg),
    byClass: [...byClass].map(([c, mg]) => ({ class: c, mg })).sort((a, b) => b.mg - a.mg),
  };
}

/** Several slaughtered flocks' use taken together (a producer's, a farm's, the company's over a period). */
export interface PooledAntimicrobialUse {
  flocks: number;
  liveWeightKg: number;
  totalMg: number;
  /** All their mg over all their kg: a flock weighs by what it produced, not one flock one vote. null without weight. */
  mgPerKg: number | null;
  byClass: { class: string | null; mg: number }[];
}

export function pooledAntimicrobialUse(flocks: readonly { use: Pick<AntimicrobialUse, 'totalMg' | 'byClass'>; liveWeightKg: number }[]): PooledAntimicrobialUse {
  const byClass = new Map<string | null, number>();
  for (const f of flocks) for (const c of f.use.byClass) byClass.set(c.class, (byClass.get(c.class) ?? 0) + c.mg);
  const liveWeightKg = flocks.reduce((kg, f) => kg + f.liveWeightKg, 0);
  const totalMg = flocks.reduce((mg, f) => mg + f.use.totalMg, 0);
  return {
    flocks: flocks.length,
    liveWeightKg,
    totalMg,
    mgPerKg: liveWeightKg > 0 ? totalMg / liveWeightKg : null,
    byClass: [...byClass].map(([c, mg]) => ({ class: c, mg })).sort((a, b) => b.mg - a.mg),
  };
}
