import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEVICE_STATUSES, DEVICE_TYPES, type Device } from '@plantel/contracts';
import { FormStatus, type FormMessage } from '@/components/ui/FormStatus';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { ApiRequestError } from '@/lib/api-errors';
import { useDevices, useIssueDeviceKey, useRetireDevice, useRevokeDeviceKeys, type DeviceFilter } from '../api/devicesApi';
import { activeKeysOf } from '../model/devicePresentation';
import { DEVICE_PAGE_SIZES, readDeviceListView, writeDeviceListView, type DeviceListView } from '../model/deviceListParams';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DeviceTable } from './DeviceTable';
import type { IssuedKey } from './IssuedKeyDialog';
import { RegisterDeviceDialog } from './RegisterDeviceDialog';
import { PanelSection } from '@/components/ui/PanelSection';
import { ListPagination } from '@/components/ui/ListPagination';

const SEARCH_DELAY_MS = 300;

type Confirming = { action: 'rotate' | 'revoke' | 'retire'; device: Device } | null;

/** The device registry: filters, one page of devices, registering, moving or retiring one, and issuing, rotating or revoking their keys. */
export function DevicesSection({ onKeyIssued }: { onKeyIssued: (issued: IssuedKey) => void }) {
  const { t } = useTranslation();
  // Filters and page live in the address: a reload, the back button or a shared link shows the same list.
  const [params, setParams] = useSearchParams();
  const { filter, page } = readDeviceListView(params);
  const show = (view: DeviceListView) => setParams((current) => writeDeviceListView(view, current), { replace: true });
  const [registering, setRegistering] = useState(false);
  const [editing, setEditing] = useState<Device | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [message, setMessage] = useState<FormMessage>(null);
  const search = useDebouncedValue(filter.search, SEARCH_DELAY_MS);
  const devices = useDevices({ ...filter, search, limit: page.size, offset: page.index * page.size });
  const issue = useIssueDeviceKey();
  const revoke = useRevokeDeviceKeys();
  const retire = useRetireDevice();
  const busyId = [issue, revoke, retire].find((m) => m.isPending)?.variables ?? null;

  const changeFilter = (change: Partial<DeviceFilter>) => show({ filter: { ...filter, ...change }, page: { ...page, index: 0 } });
  const failed = () => setMessage({ severity: 'error', text: t('devices.failed') });

  const issueKey = (device: Device) =>
    issue.mutate(device.id, {
      onSuccess: (key) => {
        setConfirming(null);
        setMessage(null);
        onKeyIssued({ key, device: { id: device.id, identification: device.identification } });
      },
      onError: () => {
        setConfirming(null);
        failed();
      },
    });

  const revokeKeys = (device: Device) =>
    revoke.mutate(device.id, {
      onSuccess: () => {
        setConfirming(null);
        setMessage({ severity: 'success', text: t('devices.revoked', { device: device.identification }) });
      },
      onError: () => {
        setConfirming(null);
        failed();
      },
    });

  const retireDevice = (device: Device) =>
    retire.mutate(device.id, {
      onSuccess: () => {
        setConfirming(null);
        setMessage({ severity: 'success', text: t('devices.retired', { device: device.identification }) });
      },
      onError: (error) => {
        setConfirming(null);
        // 409: a water meter with readings, which would go with it (the only device that stays).
        if (error instanceof ApiRequestError && error.status === 409) setMessage({ severity: 'error', text: t('devices.retireWaterMeter') });
        else failed();
      },
    });

  /** What the dialog asking before a key action or a retirement says, and whether that action is under way. */
  const confirmation = ({ action, device }: NonNullable<Confirming>) => {
    const title = { device: device.identification };
    if (action === 'rotate') {
      const text = t('devices.confirmRotate.text', { prefixes: activeKeysOf(device.keys).prefixes.join(', ') });
      return { title: t('devices.confirmRotate.title', title), text, confirmLabel: t('devices.actions.rotate'), pending: issue.isPending };
    }
    if (action === 'revoke') {
      return { title: t('devices.confirmRevoke.title', title), text: t('devices.confirmRevoke.text'), confirmLabel: t('devices.actions.revoke'), pending: revoke.isPending };
    }
    return { title: t('devices.confirmRetire.title', title), text: t('devices.confirmRetire.text'), confirmLabel: t('devices.actions.retire'), pending: retire.isPending };
  };

  return (
    <PanelSection heading="h2" title={t('devices.table')}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <ChoiceFilter
          label={t('devices.columns.type')}
          allLabel={t('devices.filters.allTypes')}
          value={filter.type}
          options={DEVICE_TYPES.map((type) => ({ value: type, label: t(`devices.types.${type}`) }))}
          onChange={(type) => changeFilter({ type })}
          minWidth={200}
        />
        <ChoiceFilter
          label={t('devices.columns.status')}
          allLabel={t('devices.filters.allStatuses')}
          value={filter.status}
          options={DEVICE_STATUSES.map((status) => ({ value: status, label: t(`devices.statuses.${status}`) }))}
          onChange={(status) => changeFilter({ status })}
          minWidth={180}
        />
        <TextField
          size="small"
          type="search"
          label={t('devices.filters.search')}
          placeholder={t('devices.filters.searchPlaceholder')}
          value={filter.search}
          onChange={(e) => changeFilter({ search: e.target.value })}
          sx={{ minWidth: 260 }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRegistering(true)}>
          {t('devices.register')}
        </Button>
      </Box>
      <FormStatus message={message} onClose={() => setMessage(null)} sx={{ mb: 2 }} />
      {devices.isError ? (
        <RetryAlert message={t('devices.loadFailed')} onRetry={() => void devices.refetch()} />
      ) : devices.data ? (
        <>
          <DeviceTable
            devices={devices.data.results}
            busyId={busyId}
            onIssueKey={(device) => (activeKeysOf(device.keys).count > 0 ? setConfirming({ action: 'rotate', device }) : issueKey(device))}
            onRevokeKeys={(device) => setConfirming({ action: 'revoke', device })}
            onEdit={setEditing}
            onRetire={(device) => setConfirming({ action: 'retire', device })}
          />
          <ListPagination
            count={devices.data.count}
            page={page.index}
            pageSize={page.size}
            pageSizes={DEVICE_PAGE_SIZES}
            perPageLabel={t('devices.rowsPerPage')}
            onChange={(index, size) => show({ filter, page: { index, size } })}
          />
        </>
      ) : (
        <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />
      )}

      {registering ? (
        <RegisterDeviceDialog
          onClose={() => setRegistering(false)}
          onSaved={(device) => {
            setRegistering(false);
            setMessage({ severity: 'success', text: t('devices.registered', { device: device.identification }) });
          }}
        />
      ) : null}
      {editing ? (
        <RegisterDeviceDialog
          device={editing}
          onClose={() => setEditing(null)}
          onSaved={(device) => {
            setEditing(null);
            setMessage({ severity: 'success', text: t('devices.edited', { device: device.identification }) });
          }}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          {...confirmation(confirming)}
          cancelLabel={t('devices.cancel')}
          onConfirm={() => ({ rotate: issueKey, revoke: revokeKeys, retire: retireDevice })[confirming.action](confirming.device)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </PanelSection>
  );
}

interface ChoiceFilterProps<T extends string> {
  label: string;
  /** The choice that does not filter. */
  allLabel: string;
  value: T | '';
  options: { value: T; label: string }[];
  onChange: (value: T | '') => void;
  minWidth: number;
}

/** A select that narrows the list to one value, or to all. */
function ChoiceFilter<T extends string>({ label, allLabel, value, options, onChange, minWidth }: ChoiceFilterProps<T>) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value as T | '')} sx={{ minWidth }}>
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
