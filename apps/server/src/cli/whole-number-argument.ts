import { InvalidArgumentError } from 'commander';

/** Parses a whole, non-negative number given on the command line. */
export function parseWholeNumber(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError('must be a whole number');
  return Number(value);
}
