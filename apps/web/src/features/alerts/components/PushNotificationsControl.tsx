import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { fetchPushPublicKey, useDeletePushSubscription, usePushSubscriptions, useSavePushSubscription } from '../api/pushApi';
import { pushSupported, registerServiceWorker, subscribeThisBrowser } from '../push/browserPush';
import { deviceName } from '../push/deviceName';

type Problem = { kind: 'denied' } | { kind: 'failed'; reason: string } | null;

/**
 * "Receive notifications on this device": registers the service worker, asks the browser's
 * permission, subscribes with the server's VAPID key and hands the subscription to the server;
 * lists the person's devices so one can be removed from any of them.
 */
export function PushNotificationsControl() {
  const { t } = useTranslation();
  const isGuest = useSessionStore((s) => s.isGuest);
  // This browser's push endpoint, once the service worker tells it: marks "this device" in the list.
  const [endpoint, setEndpoint] = useState<string | null>(null);
  if (isGuest) return null;
  return (
    <Box component="section" aria-labelledby="push-heading" sx={{ display: 'grid', gap: 2, maxWidth: 520, mt: 4 }}>
      <Typography id="push-heading" variant="h6" component="h2">
        {t('notifications.push.title')}
      </Typography>
      <Typography color="text.secondary">{t('notifications.push.secondChannel')}</Typography>
      {pushSupported() ? <PushSwitch endpoint={endpoint} setEndpoint={setEndpoint} /> : <Alert severity="info">{t('notifications.push.unsupported')}</Alert>}
      <DeviceList thisEndpoint={endpoint} />
    </Box>
  );
}

function PushSwitch({ endpoint, setEndpoint }: { endpoint: string | null; setEndpoint: (endpoint: string | null) => void }) {
  const { t } = useTranslation();
  const devices = usePushSubscriptions();
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    registerServiceWorker()
      .then(async (ready) => {
        const existing = await ready.pushManager.getSubscription();
        if (!live) return;
        setRegistration(ready);
        setEndpoint(existing?.endpoint ?? null);
      })
      .catch((err: unknown) => live && setProblem({ kind: 'failed', reason: err instanceof Error ? err.message : String(err) }));
    return () => {
      live = false;
    };
  }, [setEndpoint]);

  const onServer = devices.data?.results.find((d) => d.endpoint === endpoint);
  const turnOn = async () => {
    if ((await Notification.requestPermission()) !== 'granted') return setProblem({ kind: 'denied' });
    const subscription = await subscribeThisBrowser(registration!, await fetchPushPublicKey());
    await save.mutateAsync(subscription);
    setEndpoint(subscription.endpoint);
  };
  const turnOff = async () => {
    if (onServer) await remove.mutateAsync(onServer.id);
    await (await registration!.pushManager.getSubscription())?.unsubscribe();
    setEndpoint(null);
  };

  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(onServer)}
            disabled={!registration || busy || devices.isPending}
            onChange={(e) => {
              setProblem(null);
              setBusy(true);
              (e.target.checked ? turnOn() : turnOff())
                .catch((err: unknown) => setProblem({ kind: 'failed', reason: err instanceof Error ? err.message : String(err) }))
                .finally(() => setBusy(false));
            }}
          />
        }
        label={t('notifications.push.receive')}
      />
      {problem?.kind === 'denied' && <Alert severity="warning">{t('notifications.push.denied')}</Alert>}
      {problem?.kind === 'failed' && <Alert severity="error">{t('notifications.push.failed', { reason: problem.reason })}</Alert>}
    </>
  );
}

function DeviceList({ thisEndpoint }: { thisEndpoint: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const devices = usePushSubscriptions();
  const remove = useDeletePushSubscription();
  if (!devices.data) return null;
  if (devices.data.results.length === 0) return <Typography color="text.secondary">{t('notifications.push.noDevices')}</Typography>;
  return (
    <Box>
      <Typography component="h3" variant="subtitle1">
        {t('notifications.push.devices')}
      </Typography>
      <List aria-label={t('notifications.push.devices')}>
        {devices.data.results.map((device) => {
          const name = deviceName(device.user_agent) ?? t('notifications.push.unknownDevice');
          return (
            <ListItem
              key={device.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('notifications.push.remove', { device: name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(device.id)}
                  sx={{ minWidth: 44, minHeight: 44 }}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={
                  <>
                    {name} {device.endpoint === thisEndpoint && <Chip size="small" label={t('notifications.push.thisDevice')} sx={{ ml: 1 }} />}
                  </>
                }
                secondary={t('notifications.push.since', { date: format.dateTime(device.created_at) })}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
