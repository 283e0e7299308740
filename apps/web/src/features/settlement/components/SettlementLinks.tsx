import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { batchClosePath, batchStatementPath } from '@/config/routes/coreRoutes';
import { useSessionStore } from '@/stores/session';

/**
 * On a batch's page: staff close a batch not yet settled; once it is, its statement opens for staff
 * and its producer. A guest sees neither.
 */
export function SettlementLinks({ batchId, statementVersion }: { batchId: number; statementVersion: number | null }) {
  const { t } = useTranslation();
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  const guest = useSessionStore((s) => s.isGuest);
  if (!staff && (guest || statementVersion === null)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {statementVersion === null ? (
        <Button component={RouterLink} to={batchClosePath(batchId)} variant="outlined" sx={{ minHeight: 44 }}>
          {t('settlement.links.close')}
        </Button>
      ) : (
        <Button component={RouterLink} to={batchStatementPath(batchId)} variant="outlined" sx={{ minHeight: 44 }}>
          {t('settlement.links.statement')}
        </Button>
      )}
    </Box>
  );
}
