import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import { useTranslation } from 'react-i18next';
import type { Device } from '@plantel/contracts';
import { RecordCards, type RecordCard } from '@/components/ui/RecordCards';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { usePhone } from '@/lib/usePhone';
import { STATUS_COLOR, activeKeysOf, lastSeenOf } from '../model/devicePresentation';

interface DeviceTableProps {
  devices: readonly Device[];
  /** Issue a key, or rotate the one it has. */
  onIssueKey: (device: Device) => void;
  onRevokeKeys: (device: Device) => void;
  /** Move it to another shed or position. */
  onEdit: (device: Device) => void;
  /** Revoke its keys and delete it, its readings kept. */
  onRetire: (device: Device) => void;
  /** A key action, or the retirement, of this device is under way. */
  busyId: number | null;
}

const COLUMNS = ['identification', 'type', 'shed', 'position', 'lastSeen', 'status', 'keys', 'actions'] as const;

/** The company's devices: where each is, when it last sent, its status, its keys and what can be done with them. */
export function DeviceTable({ devices, ...actionProps }: DeviceTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const phone = usePhone();
  if (devices.length === 0) return <Typography color="text.secondary" sx={{ py: 2 }}>{t('devices.none')}</Typography>;
  if (phone) return <DeviceCards devices={devices} {...actionProps} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('devices.table')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {t(`devices.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {devices.map((device) => {
            const keys = activeKeysOf(device.keys);
            const lastSeen = lastSeenOf(device.last_seen_at, format);
            return (
              <TableRow key={device.id} hover>
                <TableCell>
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {device.identification}
                  </Box>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('devices.deviceId', { id: device.id })}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`devices.types.${device.type}`)}</TableCell>
                <TableCell>{t('devices.shedName', { property: device.shed.property_name, shed: device.shed.identification })}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{device.position || NO_VALUE}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {lastSeen ? (
                    <Tooltip title={lastSeen.full} describeChild>
                      <time dateTime={device.last_seen_at ?? undefined}>{lastSeen.relative}</time>
                    </Tooltip>
                  ) : (
                    t('devices.never')
                  )}
                </TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLOR[device.status]} label={t(`devices.statuses.${device.status}`)} />
                </TableCell>
                <TableCell>
                  {keys.count === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('devices.keys.none')}
                    </Typography>
                  ) : (
                    <>
                      <Typography variant="body2">{t('devices.keys.active', { count: keys.count })}</Typography>
                      {keys.prefixes.map((prefix) => (
                        <Typography key={prefix} variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                          {t('devices.keys.prefix', { prefix })}
                        </Typography>
                      ))}
                    </>
                  )}
                </TableCell>
                <TableCell>
                  <DeviceActions device={device} keyCount={keys.count} {...actionProps} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type ActionProps = Pick<DeviceTableProps, 'onIssueKey' | 'onRevokeKeys' | 'onEdit' | 'onRetire' | 'busyId'>;

/** Issue or rotate, revoke, move and retire one device. */
function DeviceActions({ device, keyCount, onIssueKey, onRevokeKeys, onEdit, onRetire, busyId }: ActionProps & { device: Device; keyCount: number }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        variant="outlined"
        disabled={busyId === device.id}
        onClick={() => onIssueKey(device)}
        aria-label={keyCount > 0 ? t('devices.actions.rotateFor', { device: device.identification }) : t('devices.actions.issueFor', { device: device.identification })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {keyCount > 0 ? t('devices.actions.rotate') : t('devices.actions.issue')}
      </Button>
      <Tooltip title={t('devices.actions.revoke')}>
        {/* A disabled button gets no pointer events: the span keeps the tooltip working. */}
        <span>
          <IconButton
            size="small"
            color="error"
            disabled={keyCount === 0 || busyId === device.id}
            onClick={() => onRevokeKeys(device)}
            aria-label={t('devices.actions.revokeFor', { device: device.identification })}
          >
            <KeyOffIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('devices.actions.edit')}>
        <span>
          <IconButton size="small" disabled={busyId === device.id} onClick={() => onEdit(device)} aria-label={t('devices.actions.editFor', { device: device.identification })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('devices.actions.retire')}>
        <span>
          <IconButton
            size="small"
            color="error"
            disabled={busyId === device.id}
            onClick={() => onRetire(device)}
            aria-label={t('devices.actions.retireFor', { device: device.identification })}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** The devices on a phone: one card each, every column in it, the actions at the bottom. */
function DeviceCards({ devices, ...actionProps }: DeviceTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const column = (name: (typeof COLUMNS)[number]) => t(`devices.columns.${name}`);
  const cards: RecordCard[] = devices.map((device) => {
    const keys = activeKeysOf(device.keys);
    const lastSeen = lastSeenOf(device.last_seen_at, format);
    return {
      key: device.id,
      title: (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {device.identification}
        </Box>
      ),
      badges: <Chip size="small" color={STATUS_COLOR[device.status]} label={t(`devices.statuses.${device.status}`)} />,
      fields: [
        { label: column('type'), value: t(`devices.types.${device.type}`) },
        { label: column('shed'), value: t('devices.shedName', { property: device.shed.property_name, shed: device.shed.identification }) },
        { label: column('position'), value: device.position || NO_VALUE },
        { label: column('lastSeen'), value: lastSeen ? <time dateTime={device.last_seen_at ?? undefined}>{lastSeen.full}</time> : t('devices.never') },
        {
          label: column('keys'),
          value: keys.count === 0 ? t('devices.keys.none') : [t('devices.keys.active', { count: keys.count }), ...keys.prefixes.map((prefix) => t('devices.keys.prefix', { prefix }))].join(' · '),
        },
      ],
      actions: <DeviceActions device={device} keyCount={keys.count} {...actionProps} />,
    };
  });
  return <RecordCards label={t('devices.table')} cards={cards} />;
}
