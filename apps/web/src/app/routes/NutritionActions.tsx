import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULE_OF_ROUTE, type RouteModule, type ShedDetail } from '@plantel/contracts';
import { MinimumConsumptionDialog } from '@/features/consumption-alerts/components/MinimumConsumptionDialog';
import { RationManagementDialog } from '@/features/feed-deliveries/components/RationManagementDialog';
import { useSessionStore } from '@/stores/session';

/**
 * The nutrition dashboard's buttons (spec §2, §6): record feed deliveries, and the minimum-consumption
 * alert rules; only the laying-birds module shows the add-alert button. Guests read only.
 */
export function NutritionActions({ shed, batchId, module }: { shed: ShedDetail; batchId: number; module: RouteModule }) {
  const { t } = useTranslation();
  const isGuest = useSessionStore((s) => s.isGuest);
  const [open, setOpen] = useState<'deliveries' | 'alerts' | null>(null);
  if (isGuest) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" onClick={() => setOpen('deliveries')}>
        {t('deliveries.open')}
      </Button>
      <Button variant="outlined" onClick={() => setOpen('alerts')}>
        {t('minimumConsumption.open')}
      </Button>
      {module === 'laying-birds' ? (
        <Button variant="outlined" onClick={() => setOpen('alerts')}>
          {t('minimumConsumption.add')}
        </Button>
      ) : null}
      {open === 'deliveries' ? <RationManagementDialog batchId={batchId} shedId={shed.id} module={MODULE_OF_ROUTE[module]} onClose={() => setOpen(null)} /> : null}
      {open === 'alerts' ? <MinimumConsumptionDialog shed={{ id: shed.id, name: shed.name }} onClose={() => setOpen(null)} /> : null}
    </Box>
  );
}
