import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RankingsView } from '@/features/settlement/components/RankingsView';
import { useSessionStore } from '@/stores/session';

/** Producers compared: staff see every producer; a producer his own batches and his place, the others masked by the server; a guest nothing. */
export function SettlementRankingsPage() {
  const { t } = useTranslation();
  const guest = useSessionStore((s) => s.isGuest);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('settlement.rankings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 900 }}>
        {t('settlement.rankings.description')}
      </Typography>
      {guest ? <Alert severity="info">{t('settlement.guestNone')}</Alert> : <RankingsView />}
    </>
  );
}
