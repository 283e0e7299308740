/**
 * Individual weights typed or pasted as a list (from a scale's export, a spreadsheet column, a
 * notebook): numbers separated by spaces, line breaks, semicolons or tabs. A comma or point followed
 * by exactly three digits groups thousands ("1.520" and "1,520" are 1520 g); followed by one or two
 * digits it is the decimal mark ("1520,5"). Returns the weights, or the first token that is not one.
 */
export function parseWeights(text: string): { ok: true; weights: number[] } | { ok: false; invalid: string } {
  const tokens = text.split(/[\s;]+/).filter((t) => t !== '');
  const weights: number[] = [];
  for (const token of tokens) {
    const weight = parseWeight(token);
    if (weight === null) return { ok: false, invalid: token };
    weights.push(weight);
  }
  return { ok: true, weights };
}

/** One weight in grams, or null when the text is not a positive number. */
export function parseWeight(token: string): number | null {
  const text = token.trim();
  let normalized: string;
  if (/^\d{1,3}([.,]\d{3})+$/.test(text)) normalized = text.replace(/[.,]/g, '');
  else if (/^\d+([.,]\d{1,2})?$/.test(text)) normalized = text.replace(',', '.');
  else return null;
  const weight = Number(normalized);
  return weight > 0 ? weight : null;
}
