import type { TFunction } from 'i18next';
import type { AccessNotice } from '@/stores/notice';

/** Why the guard refused a page, in the user's language. */
export function describeAccessNotice({ denial, route }: AccessNotice, t: TFunction): string {
  const module = route.role ? t(`modules.${route.role}`) : '';
  const feature = route.feature ? t(`features.${route.feature}`) : '';
  const page = module && feature ? `${module} - ${feature}` : module || feature;
  switch (denial) {
    case 'module':
      return t('access.noModule', { module });
    case 'disabled':
      return t('access.disabled', { page });
    case 'permission':
      return t('access.noPermission', { page, permission: route.permission ? t(`permissions.${route.permission}`) : '' });
  }
}
