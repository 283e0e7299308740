/** Small, fixed figures for the unit tests of the charts and of the screens that draw them. */
export { FORECAST_FIXTURE } from './slaughter-forecast/forecastFixture';
