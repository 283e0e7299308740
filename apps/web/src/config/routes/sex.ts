import { useMatches, useSearchParams } from 'react-router';
import { routeMetaOf } from './routeMeta';

export type Sex = 'male' | 'female';

/** Query parameter carrying the sex of a dashboard's batch. */
export const SEX_PARAM = 'sex';
/** Spec §2: sex 3 means male; any other value, or none, female. */
const MALE_SEX_ID = 3;

/** The `sex` query parameter as the spec reads it. */
export function readSex(search: URLSearchParams | string): Sex {
  const value = new URLSearchParams(search).get(SEX_PARAM);
  return value !== null && value.trim() !== '' && Number(value) === MALE_SEX_ID ? 'male' : 'female';
}

/** The current route's sex, or undefined on routes that take no `sex` parameter. */
export function useRouteSex(): Sex | undefined {
  const [searchParams] = useSearchParams();
  const meta = routeMetaOf(useMatches().at(-1));
  return meta?.sex ? readSex(searchParams) : undefined;
}
