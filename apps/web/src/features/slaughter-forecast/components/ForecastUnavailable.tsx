import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Spec §8: a forecast that failed or cannot be made is an empty forecast, not an error page. */
export function ForecastUnavailable({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('home.retry')}
          </Button>
        ) : undefined
      }
    >
      {t(onRetry ? 'forecast.failed' : 'forecast.unavailable')}
    </Alert>
  );
}
