import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deviceListSchema,
  deviceSchema,
  ingestKeySchema,
  issuedIngestKeySchema,
  resultsEnvelope,
  telemetryDeadLetterListSchema,
  type DeviceCreate,
  type DeviceStatus,
  type DeviceType,
  type DeviceUpdate,
} from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** Every query of the feature starts with this key: a key issued or a device added refreshes them all. */
const DEVICES_KEY = ['devices'] as const;

export interface DeviceFilter {
  type: DeviceType | '';
  status: DeviceStatus | '';
  search: string;
}

export interface DevicePage extends DeviceFilter {
  limit: number;
  offset: number;
}

/** The query string of `GET /v2/devices`: empty filters left out. */
export function devicesQuery({ type, status, search, limit, offset }: DevicePage): string {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (type) query.set('type', type);
  if (status) query.set('status', status);
  if (search.trim()) query.set('search', search.trim());
  return query.toString();
}

/** How often the list is read again: a device's status follows its readings. */
const REFRESH_MS = 60_000;

/** GET /v2/devices: one page of the company's devices with their status and active keys. */
export function useDevices(page: DevicePage) {
  return useQuery(
    queryOptions({
      queryKey: [...DEVICES_KEY, 'list', page],
      queryFn: ({ signal }) => apiClient(`/v2/devices?${devicesQuery(page)}`, { schema: deviceListSchema, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: REFRESH_MS,
    }),
  );
}

function useRefreshDevices() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: DEVICES_KEY });
}

/** POST /v2/devices. */
export function useRegisterDevice() {
  const onSuccess = useRefreshDevices();
  return useMutation({
    mutationFn: (input: DeviceCreate) => apiClient('/v2/devices', { method: 'POST', body: input, schema: deviceSchema }),
    onSuccess,
  });
}

/** PATCH /v2/devices/{id}: another shed and/or position; readings already stored stay where they were written. */
export function useUpdateDevice() {
  const onSuccess = useRefreshDevices();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: DeviceUpdate }) => apiClient(`/v2/devices/${id}`, { method: 'PATCH', body: changes, schema: deviceSchema }),
    onSuccess,
  });
}

/** DELETE /v2/devices/{id}: its keys revoked and the device deleted; its readings stay. */
export function useRetireDevice() {
  const onSuccess = useRefreshDevices();
  return useMutation({ mutationFn: (deviceId: number) => apiClient<void>(`/v2/devices/${deviceId}`, { method: 'DELETE' }), onSuccess });
}

/** POST /v2/devices/{id}/keys: a new key; the device's earlier keys stop working. */
export function useIssueDeviceKey() {
  const onSuccess = useRefreshDevices();
  return useMutation({
    mutationFn: (deviceId: number) => apiClient(`/v2/devices/${deviceId}/keys`, { method: 'POST', schema: issuedIngestKeySchema }),
    onSuccess,
  });
}

/** DELETE /v2/devices/{id}/keys. */
export function useRevokeDeviceKeys() {
  const onSuccess = useRefreshDevices();
  return useMutation({
    mutationFn: (deviceId: number) => apiClient<{ revoked: number }>(`/v2/devices/${deviceId}/keys`, { method: 'DELETE' }),
    onSuccess,
  });
}

/** GET /v2/ingest-keys/gateways, revoked ones included. */
export function useGatewayKeys() {
  return useQuery(
    queryOptions({
      queryKey: [...DEVICES_KEY, 'gateway-keys'],
      queryFn: ({ signal }) => apiClient('/v2/ingest-keys/gateways', { schema: resultsEnvelope(ingestKeySchema), signal }),
    }),
  );
}

/** POST /v2/ingest-keys/gateways. */
export function useCreateGatewayKey() {
  const onSuccess = useRefreshDevices();
  return useMutation({
    mutationFn: (label: string) => apiClient('/v2/ingest-keys/gateways', { method: 'POST', body: { label }, schema: issuedIngestKeySchema }),
    onSuccess,
  });
}

/** DELETE /v2/ingest-keys/{id}. */
export function useRevokeKey() {
  const onSuccess = useRefreshDevices();
  return useMutation({ mutationFn: (keyId: number) => apiClient<void>(`/v2/ingest-keys/${keyId}`, { method: 'DELETE' }), onSuccess });
}

/** GET /v2/devices/dead-letters: one page of the MQTT messages that could never be stored, newest first. */
export function useDeadLetters(page: { limit: number; offset: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...DEVICES_KEY, 'dead-letters', page],
      queryFn: ({ signal }) => apiClient(`/v2/devices/dead-letters?limit=${page.limit}&offset=${page.offset}`, { schema: telemetryDeadLetterListSchema, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: REFRESH_MS,
    }),
  );
}
