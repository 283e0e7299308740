import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULES, hasPermission, type CompanyRationType } from '@plantel/contracts';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { useCompanyRationTypes } from '../api/rationTypesApi';
import { RationTypeDialog } from './RationTypeDialog';
import { RegisterRow } from './RegisterRow';

/** The company's feed formulas by species: what the delivery forms offer. Editors add and change them. */
export function RationTypesPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const session = useSessionStore();
  const modules = MODULES.filter((m) => session.is_superuser || hasPermission(session.roles, m, 'Cadastro'));
  const list = useCompanyRationTypes();
  const [editing, setEditing] = useState<CompanyRationType | 'new' | null>(null);
  const mayEdit = (r: CompanyRationType) => editable && (r.module === null ? modules.length > 0 : modules.includes(r.module));
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Alert severity="info">{t('register.rations.about')}</Alert>
      {editable ? (
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ minHeight: 44 }}>
            {t('register.rations.new')}
          </Button>
        </Box>
      ) : null}
      {list.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label={t('app.loading')} />
      ) : list.isError ? (
        <RetryAlert message={t('register.loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.count === 0 ? (
        <Typography color="text.secondary">{t('register.rations.none')}</Typography>
      ) : (
        <Stack component="ul" aria-label={t('register.tabs.rations')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.results.map((r) => (
            <RegisterRow
              key={r.id}
              title={r.name}
              facts={[[r.module ? t(`modules.${r.module}`) : t('register.rations.anyModule'), t(`rationPhases.${r.phase}`), t('register.silos.densityFact', { density: format.number(r.density, 0) })].join(' · ')]}
              archived={false}
              editable={mayEdit(r)}
              onEdit={() => setEditing(r)}
            />
          ))}
        </Stack>
      )}
      {editing ? <RationTypeDialog {...(editing === 'new' ? {} : { rationType: editing })} modules={modules} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
