import type { ComfortCause } from '../comfort-verdict';
import type { ComfortCode } from '../comfort';

/**
 * The comfort cases every place that shows comfort must agree on (issue 26), each expected at 0 m
 * and at 800 m: the three plainly bad airs enthalpy alone called comfortable, the two on which the
 * stored codes and the dashboard disagreed, air at the set point (comfortable), and hot saturated
 * air for grown birds (lethal).
 */
export const COMFORT_CASES: readonly {
  name: string;
  age: number;
  temperature: number;
  humidity: number;
  level: ComfortCode;
  causes: readonly ComfortCause[];
}[] = [
  { name: '35-day birds, hot dry air', age: 35, temperature: 30, humidity: 20, level: 2, causes: ['temperature_high', 'humidity_low'] },
  { name: '7-day chicks, cold saturated air', age: 7, temperature: 24, humidity: 100, level: 2, causes: ['temperature_low', 'humidity_high'] },
  { name: '42-day birds, cold wet air', age: 42, temperature: 16, humidity: 95, level: 2, causes: ['temperature_low', 'humidity_high'] },
  { name: '28-day birds at the top of the band', age: 28, temperature: 24.5, humidity: 70, level: 0, causes: [] },
  { name: '13-day birds, cool air', age: 13, temperature: 25.5, humidity: 50, level: 1, causes: ['temperature_low', 'enthalpy_low'] },
  { name: '35-day birds at the set point', age: 35, temperature: 21, humidity: 60, level: 0, causes: [] },
  { name: '35-day birds, hot saturated air', age: 35, temperature: 35, humidity: 80, level: 3, causes: ['temperature_high', 'humidity_high', 'enthalpy_high'] },
];
