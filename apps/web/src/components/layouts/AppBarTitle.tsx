import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { pageTitleParts } from '@/config/routes/pageTitle';
import { routeMetaOf } from '@/config/routes/routeMeta';
import { usePageSubjectStore } from '@/stores/pageSubject';

/** The app bar's title: the page's place (module, page), then what it shows (a dashboard's shed and batch). */
export function AppBarTitle() {
  const { t } = useTranslation();
  const pattern = routeMetaOf(useMatches().at(-1))?.path;
  const subject = usePageSubjectStore((state) => state.subject);
  const parts = pageTitleParts(pattern, t);
  const place = parts.length > 0 ? parts.join(' - ') : t('routes.Home');

  return (
    <Typography component="p" noWrap data-testid="app-bar-title" sx={{ minWidth: 0, flexShrink: 1, fontWeight: 500, fontSize: { xs: '1rem', sm: '1.125rem' } }}>
      {subject ? (
        <>
          <Typography component="span" noWrap sx={{ display: { xs: 'none', md: 'inline' }, font: 'inherit' }}>
            {place}
            {' · '}
          </Typography>
          {subject}
        </>
      ) : (
        place
      )}
    </Typography>
  );
}
