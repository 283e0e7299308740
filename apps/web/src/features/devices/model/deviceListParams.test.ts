import { describe, expect, it } from 'vitest';
import { readDeviceListView, writeDeviceListView } from './deviceListParams';

describe('the device list in the address', () => {
  it('reads the filters and the page, and writes them back leaving defaults out', () => {
    const view = readDeviceListView(new URLSearchParams('type=silo_scale&status=stale&q=Silo%201&page=3&size=50'));
    expect(view).toEqual({ filter: { type: 'silo_scale', status: 'stale', search: 'Silo 1' }, page: { index: 2, size: 50 } });
    expect(writeDeviceListView(view).toString()).toBe('type=silo_scale&status=stale&q=Silo+1&page=3&size=50');
    expect(writeDeviceListView({ filter: { type: '', status: '', search: '' }, page: { index: 0, size: 25 } }).toString()).toBe('');
  });

  it('falls back to the defaults for what it does not know, and keeps the address other parameters', () => {
    expect(readDeviceListView(new URLSearchParams('type=thermometer&status=lost&page=0&size=7'))).toEqual({
      filter: { type: '', status: '', search: '' },
      page: { index: 0, size: 25 },
    });
    expect(readDeviceListView(new URLSearchParams('page=-2&size=100')).page).toEqual({ index: 0, size: 100 });
    const written = writeDeviceListView({ filter: { type: 'S0', status: '', search: '' }, page: { index: 0, size: 25 } }, new URLSearchParams('tab=keys&type=D0'));
    expect(written.toString()).toBe('tab=keys&type=S0');
  });
});
