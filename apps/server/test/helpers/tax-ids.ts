/** A valid CPF, different on every call. */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const check = (weights: number) => {
    const sum = digits.reduce((s, d, i) => s + d * (weights - i), 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  digits.push(check(10));
  digits.push(check(11));
  return digits.join('');
}
