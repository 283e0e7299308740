import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ExternalDashboard } from '@plantel/contracts';
import { buildExternalDashboardUrl, type ExternalDashboardContext } from '../external/buildExternalDashboardUrl';

interface ExternalDashboardFrameProps {
  dashboard: ExternalDashboard;
  context: Omit<ExternalDashboardContext, 'locale'>;
  title: string;
}

/** A dashboard of the configured external host, in the interface language, for the batch shown. */
export function ExternalDashboardFrame({ dashboard, context, title }: ExternalDashboardFrameProps) {
  const { i18n } = useTranslation();
  const src = buildExternalDashboardUrl(dashboard, { ...context, locale: i18n.language });
  return (
    <Box
      component="iframe"
      title={title}
      src={src}
      sx={{ width: '100%', height: { xs: 640, md: 'calc(100vh - 260px)' }, minHeight: 480, border: 0, borderRadius: 1, bgcolor: 'background.paper' }}
    />
  );
}
