import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { routeMetaOf } from './routeMeta';

/** Keeps the document title as "Plantel - <page name>", in the current language. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const meta = routeMetaOf(useMatches().at(-1));
  const title = meta ? `${t('app.name')} - ${t(`routes.${meta.name}`)}` : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
