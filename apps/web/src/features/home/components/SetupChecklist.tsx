import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SetupStep } from '@plantel/contracts';
import { useSetupChecklist } from '../api/getSetupChecklist';

/**
 * A new company's first steps, in order, each a link to its screen and ticked once done; the next
 * one stands out. Shown to staff until every step is done.
 */
export function SetupChecklist({ enabled, pathOf }: { enabled: boolean; pathOf: (step: SetupStep) => string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const checklist = useSetupChecklist(enabled);
  if (!enabled || !checklist.data || checklist.data.complete) return null;
  const next = checklist.data.steps.find((s) => !s.done)?.step;
  const done = checklist.data.steps.filter((s) => s.done).length;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('home.setup.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('home.setup.progress', { done, count: checklist.data.steps.length })}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {checklist.data.steps.map(({ step, done: stepDone }) => (
          <Box component="li" key={step} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            {stepDone ? (
              <CheckCircleIcon color="success" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon color={step === next ? 'primary' : 'disabled'} fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Link component={RouterLink} to={pathOf(step)} sx={{ fontWeight: step === next ? 700 : 400 }}>
                {t(`home.setup.steps.${step}`)}
              </Link>
              <Typography component="span" variant="body2" color="text.secondary">
                {' · '}
                {stepDone ? t('home.setup.done') : t(`home.setup.hints.${step}`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
