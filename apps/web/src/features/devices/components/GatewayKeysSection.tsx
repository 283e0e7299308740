import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gatewayKeyCreateSchema, type IngestKey } from '@plantel/contracts';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { RecordCards } from '@/components/ui/RecordCards';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePhone } from '@/lib/usePhone';
import { useFormatters } from '@/lib/format';
import { useCreateGatewayKey, useGatewayKeys, useRevokeKey } from '../api/devicesApi';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { IssuedKey } from './IssuedKeyDialog';
import { PanelSection } from '@/components/ui/PanelSection';

const COLUMNS = ['label', 'prefix', 'created', 'lastUsed', 'state', 'actions'] as const;

/** Keys good for every device of the company, for gateways that send for many devices: create, list, revoke. */
export function GatewayKeysSection({ onKeyIssued }: { onKeyIssued: (issued: IssuedKey) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const phone = usePhone();
  const keys = useGatewayKeys();
  const create = useCreateGatewayKey();
  const revoke = useRevokeKey();
  const [revoking, setRevoking] = useState<IngestKey | null>(null);
  // A form sent once: a half-typed label is no mistake until then.
  const { form, field, failures, setFailures, refused } = useSchemaForm(gatewayKeyCreateSchema, { label: '' }, { mode: 'onSubmit' });

  const submit = form.handleSubmit(({ label }) => {
    setFailures([]);
    create.mutate(label, {
      onSuccess: (key) => {
        form.reset();
        onKeyIssued({ key, device: null });
      },
      onError: refused,
    });
  });

  return (
    <PanelSection heading="h2" title={t('devices.gateways.title')} description={t('devices.gateways.description')}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('devices.gateways.create')} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          {...field('label')}
          size="small"
          required
          label={t('devices.gateways.label')}
          sx={{ minWidth: 280 }}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <Button type="submit" variant="outlined" startIcon={<VpnKeyIcon />} loading={create.isPending}>
          {t('devices.gateways.create')}
        </Button>
      </Box>
      {failures.map((text) => (
        <Alert key={text} severity="error" onClose={() => setFailures([])} sx={{ mb: 2 }}>
          {text}
        </Alert>
      ))}
      {keys.isError ? (
        <RetryAlert message={t('devices.gateways.loadFailed')} onRetry={() => void keys.refetch()} />
      ) : !keys.data ? (
        <Skeleton variant="rounded" height={120} aria-label={t('app.loading')} />
      ) : keys.data.results.length === 0 ? (
        <Typography color="text.secondary">{t('devices.gateways.none')}</Typography>
      ) : (
        phone ? (
          <RecordCards
            label={t('devices.gateways.title')}
            cards={keys.data.results.map((key) => ({
              key: key.id,
              title: key.label,
              badges: <KeyState revokedAt={key.revoked_at} />,
              fields: [
                { label: t('devices.gateways.columns.prefix'), value: t('devices.keys.prefix', { prefix: key.prefix }) },
                { label: t('devices.gateways.columns.created'), value: <time dateTime={key.created_at}>{format.dateTime(key.created_at)}</time> },
                { label: t('devices.gateways.columns.lastUsed'), value: key.last_used_at ? <time dateTime={key.last_used_at}>{format.dateTime(key.last_used_at)}</time> : t('devices.gateways.neverUsed') },
              ],
              actions: key.revoked_at ? undefined : (
                <Button color="error" variant="outlined" startIcon={<KeyOffIcon />} onClick={() => setRevoking(key)}>
                  {t('devices.gateways.revoke', { label: key.label })}
                </Button>
              ),
            }))}
          />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('devices.gateways.title')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                      {t(`devices.gateways.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {keys.data.results.map((key) => (
                  <TableRow key={key.id} hover>
                    <TableCell>{key.label}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{t('devices.keys.prefix', { prefix: key.prefix })}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={key.created_at}>{format.dateTime(key.created_at)}</time>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {key.last_used_at ? (
                        <Tooltip title={format.dateTime(key.last_used_at)} describeChild>
                          <time dateTime={key.last_used_at}>{format.relative(key.last_used_at)}</time>
                        </Tooltip>
                      ) : (
                        t('devices.gateways.neverUsed')
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <KeyState revokedAt={key.revoked_at} />
                    </TableCell>
                    <TableCell>
                      {key.revoked_at ? null : (
                        <Tooltip title={t('devices.gateways.revoke', { label: key.label })}>
                          <IconButton color="error" aria-label={t('devices.gateways.revoke', { label: key.label })} onClick={() => setRevoking(key)}>
                            <KeyOffIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      )}
      {revoking ? (
        <ConfirmDialog
          title={t('devices.gateways.confirmTitle', { label: revoking.label })}
          text={t('devices.gateways.confirmText')}
          cancelLabel={t('devices.cancel')}
          confirmLabel={t('devices.gateways.confirm')}
          pending={revoke.isPending}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSettled: () => setRevoking(null),
              onError: () => setFailures([t('devices.failed')]),
            })
          }
          onCancel={() => setRevoking(null)}
        />
      ) : null}
    </PanelSection>
  );
}

/** Active, or since when it is revoked. */
function KeyState({ revokedAt }: { revokedAt: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return revokedAt ? <Chip size="small" label={t('devices.gateways.revokedOn', { when: format.dateTime(revokedAt) })} /> : <Chip size="small" color="success" label={t('devices.gateways.active')} />;
}
