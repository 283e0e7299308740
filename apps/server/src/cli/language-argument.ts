import { InvalidArgumentError } from 'commander';
import { ALERT_LANGUAGES, type AlertLanguage } from '@plantel/contracts';

/** A `--lang` value: one of the interface languages, in any case. */
export function parseLanguage(value: string): AlertLanguage {
  const lang = ALERT_LANGUAGES.find((l) => l.toLowerCase() === value.toLowerCase());
  if (!lang) throw new InvalidArgumentError(`must be one of ${ALERT_LANGUAGES.join(', ')}`);
  return lang;
}
