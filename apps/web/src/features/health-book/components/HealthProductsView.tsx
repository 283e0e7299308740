import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULES, XLSX_CONTENT_TYPE, hasPermission, type HealthProduct } from '@plantel/contracts';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { ApiRequestError } from '@/lib/api-errors';
import { currentLanguage } from '@/lib/i18n';
import { ACCEPTED_FILES, contentTypeOf } from '@/lib/importFile';
import { useSessionStore } from '@/stores/session';
import { downloadHealthProductTemplate, useDeleteHealthProduct, useHealthProducts, useImportHealthProducts } from '../api/healthBook';
import { HealthProductDialog } from './HealthProductDialog';
import { AntimicrobialUsePanel } from './AntimicrobialUsePanel';
import { ProducersRecordSwitch } from './ProducersRecordSwitch';

/** The catalogue as cards: each product's kind, routes, ingredients and withdrawal per species; staff add, change, import and remove. */
export function HealthProductsView() {
  const { t, i18n } = useTranslation();
  // The catalogue is for whoever keeps a health book: Sanidade in a module, not a guest (the server says so too).
  const reader = useSessionStore((s) => !s.isGuest && MODULES.some((m) => hasPermission(s.roles, m, 'Sanidade')));
  const products = useHealthProducts(reader);
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  const [editing, setEditing] = useState<HealthProduct | 'new' | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const importing = useImportHealthProducts();
  const removing = useDeleteHealthProduct();
  const file = useRef<HTMLInputElement>(null);

  if (!reader) return <Alert severity="info">{t('health.catalogue.forbidden')}</Alert>;
  if (products.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />;
  if (products.isError) {
    const forbidden = products.error instanceof ApiRequestError && products.error.status === 403;
    return forbidden ? <Alert severity="info">{t('health.catalogue.forbidden')}</Alert> : <RetryAlert message={t('health.catalogue.loadFailed')} onRetry={() => void products.refetch()} />;
  }
  // The server's reason in the reader's words where it names one (a product in use, a name taken in row n of an import).
  const refusal = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) return setMessage({ severity: 'error', text: t('register.unreachable') });
    const named = error.fields.filter((f) => f.key && i18n.exists(f.key));
    // A rule of the product broken in a sheet's cell says where: "Linha 3, mg por unidade: …".
    const where = (f: (typeof named)[number]) => (f.params?.row !== undefined && !f.key!.startsWith('health.errors.sheet.') ? `${t('health.catalogue.atCell', { row: f.params.row, column: f.params.column })} ` : '');
    const text = named.length > 0 ? named.map((f) => where(f) + String(t(f.key as never, (f.params ?? {}) as never))).join(' ') : error.message;
    setMessage({ severity: 'error', text });
  };

  const imported = { onSuccess: (r: { created: number }) => setMessage({ severity: 'success', text: t('health.catalogue.imported', { count: r.created }) }), onError: refusal };
  const importFile = async (chosen: File) => {
    setMessage(null);
    if (contentTypeOf(chosen) === XLSX_CONTENT_TYPE) return importing.mutate({ sheet: chosen, language: currentLanguage(i18n.language) }, imported);
    let list: unknown;
    try {
      const parsed: unknown = JSON.parse(await chosen.text());
      list = Array.isArray(parsed) ? parsed : (parsed as { products?: unknown }).products;
    } catch {
      list = undefined;
    }
    if (!Array.isArray(list)) return setMessage({ severity: 'error', text: t('health.catalogue.notAFile') });
    importing.mutate({ products: list }, imported);
  };

  return (
    <Stack spacing={2}>
      {staff ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('health.catalogue.add')}
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={importing.isPending} onClick={() => file.current?.click()}>
            {t('health.catalogue.import')}
          </Button>
          <Button variant="text" startIcon={<DownloadIcon />} onClick={() => void downloadHealthProductTemplate(currentLanguage(i18n.language))}>
            {t('health.catalogue.template')}
          </Button>
          <input
            ref={file}
            type="file"
            accept={ACCEPTED_FILES}
            hidden
            aria-label={t('health.catalogue.import')}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) void importFile(chosen);
            }}
          />
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('health.catalogue.readOnly')}</Typography>
      )}
      {staff ? <ProducersRecordSwitch /> : null}
      {message ? (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      {products.data.results.length === 0 ? <Typography color="text.secondary">{t('health.catalogue.none')}</Typography> : null}
      <Box component="ul" aria-label={t('health.catalogue.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' }}>
        {products.data.results.map((p) => (
          <Paper key={p.id} component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>{p.name}</Typography>
              <Chip size="small" label={t(`health.kinds.${p.kind}`)} />
              {p.demo ? <Chip size="small" variant="outlined" label={t('health.catalogue.demo')} /> : null}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {p.active_ingredients.map((i) => (i.mg_per_unit === null ? i.name : t('health.catalogue.strength', { name: i.name, mg: i.mg_per_unit, unit: t(`health.units.${p.unit}`) }))).join(' · ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {p.routes.map((r) => t(`health.routes.${r}`)).join(', ')}
            </Typography>
            <Typography variant="body2">
              {p.withdrawal.poultry
                ? t(p.withdrawal.poultry.egg_days === null ? 'health.catalogue.poultryNoLay' : 'health.catalogue.poultry', { meat: p.withdrawal.poultry.meat_days, eggs: p.withdrawal.poultry.egg_days })
                : null}
              {p.withdrawal.poultry && p.withdrawal.swine ? ' · ' : null}
              {p.withdrawal.swine ? t('health.catalogue.swine', { meat: p.withdrawal.swine.meat_days }) : null}
            </Typography>
            {staff ? (
              <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
                <Button size="small" onClick={() => setEditing(p)}>
                  {t('health.catalogue.edit')}
                </Button>
                <Button size="small" color="error" disabled={removing.isPending} onClick={() => removing.mutate(p.id, { onSuccess: () => setMessage(null), onError: refusal })}>
                  {t('health.catalogue.remove')}
                </Button>
              </Stack>
            ) : null}
          </Paper>
        ))}
      </Box>
      <AntimicrobialUsePanel />
      {editing ? <HealthProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
