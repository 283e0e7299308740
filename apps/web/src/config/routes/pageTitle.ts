import type { TFunction } from 'i18next';
import type common from '@/locales/pt-BR/common.json';

type PathSegment = keyof (typeof common)['segments'];

/**
 * The document title (spec §1): the product name followed by the route's translated path
 * segments, joined with ' - '. Parameters (ids) are left out; the catch-all route reads "not found".
 * `pattern` is the route's path, e.g. `/broiler/performance/dashboard/:id`.
 */
export function pageTitle(pattern: string | undefined, t: TFunction): string {
  return [t('app.name'), ...pageTitleParts(pattern, t)].join(' - ');
}

/** The translated path segments of a route's title, without the product name (the app bar's title). */
export function pageTitleParts(pattern: string | undefined, t: TFunction): string[] {
  return pattern === '*'
      ? [t('routes.NotFound')]
      : (pattern ?? '')
          .split('/')
          .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*')
          // A module's segment reads as the module (`segments.broiler` is `$t(modules.frangos_de_corte)`).
          .map((segment) => t(`segments.${segment as PathSegment}`, { defaultValue: segment }));
}
