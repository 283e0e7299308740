import type { ReactNode } from 'react';
import { useCompanyCalendar } from './companyToday';
import { CompanyTimeZoneContext } from './format';

/**
 * Puts every moment the screens below show on the company's clock: its time zone, from the alert
 * thresholds, reaches the shared formatters (useFormatters). The browser's clock until it is in.
 */
export function CompanyClockProvider({ children }: { children: ReactNode }) {
  const { timeZone } = useCompanyCalendar();
  return <CompanyTimeZoneContext value={timeZone}>{children}</CompanyTimeZoneContext>;
}
