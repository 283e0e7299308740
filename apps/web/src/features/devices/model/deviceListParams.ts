import { DEVICE_STATUSES, DEVICE_TYPES, type DeviceStatus, type DeviceType } from '@plantel/contracts';
import type { DeviceFilter } from '../api/devicesApi';

export const DEVICE_PAGE_SIZES = [25, 50, 100] as const;

/** What the device list shows: its filters and page, kept in the address (`type`, `status`, `q`, `page` from 1, `size`). */
export interface DeviceListView {
  filter: DeviceFilter;
  page: { index: number; size: number };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');

/** The view an address asks for; what it gets wrong (an unknown type, page 0, a size not offered) falls back to the default. */
export function readDeviceListView(params: URLSearchParams): DeviceListView {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    filter: {
      type: oneOf<DeviceType>(DEVICE_TYPES, params.get('type')),
      status: oneOf<DeviceStatus>(DEVICE_STATUSES, params.get('status')),
      search: params.get('q') ?? '',
    },
    page: {
      index: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
      size: (DEVICE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEVICE_PAGE_SIZES[0],
    },
  };
}

/** The address of a view: what is at its default is left out, other parameters of the address kept. */
export function writeDeviceListView(view: DeviceListView, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string, fallback: string) => (value === fallback ? params.delete(key) : params.set(key, value));
  set('type', view.filter.type, '');
  set('status', view.filter.status, '');
  set('q', view.filter.search, '');
  set('page', String(view.page.index + 1), '1');
  set('size', String(view.page.size), String(DEVICE_PAGE_SIZES[0]));
  return params;
}
