import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { pageTitle } from './pageTitle';
import { routeMetaOf } from './routeMeta';

/** Keeps the document title as "Plantel - <translated path segments>", in the current language. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const title = pageTitle(routeMetaOf(useMatches().at(-1))?.path, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
