import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import type { ModuleName } from '@plantel/contracts';
import type { Feature } from '@/config/routes/routeMeta';
import type { Sex } from '@/config/routes/sex';

interface ComingSoonPanelProps {
  feature: Feature;
  /** The farm module of the page; none outside modules. */
  role?: ModuleName | undefined;
  /** A dashboard (or shed detail) page, about one shed. */
  dashboard?: boolean;
  shedId?: string | undefined;
  batchId?: string | undefined;
  sex?: Sex | undefined;
}

/**
 * Stand-in for a screen whose issue has not landed yet: the route, its guard and its menu entry
 * are real; the panel names the feature, the module and, on dashboards, the shed.
 */
export function ComingSoonPanel({ feature, role, dashboard = false, shedId, batchId, sex }: ComingSoonPanelProps) {
  const { t } = useTranslation();
  const featureName = t(`features.${feature}`);
  const moduleName = role ? t(`modules.${role}`) : '';
  const details: [label: string, value: string][] = [];
  if (shedId !== undefined) details.push([t('comingSoon.shed'), shedId]);
  if (batchId !== undefined) details.push([t('comingSoon.lastBatch'), batchId]);
  if (sex !== undefined) details.push([t('comingSoon.sex'), t(`sex.${sex}`)]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {moduleName}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {dashboard ? t('comingSoon.dashboardTitle', { feature: featureName }) : featureName}
      </Typography>
      <Chip icon={<ConstructionIcon />} label={t('comingSoon.badge')} color="secondary" sx={{ mb: 2 }} />
      <Typography sx={{ mb: details.length > 0 ? 2 : 0 }}>
        {dashboard
          ? t('comingSoon.dashboardDescription', { feature: featureName, module: moduleName })
          : t('comingSoon.description', { feature: featureName, module: moduleName })}
      </Typography>
      {details.length > 0 ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 16, rowGap: 4, margin: 0 }}>
          {details.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
      ) : null}
    </Paper>
  );
}
