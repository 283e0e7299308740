import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MODULES, hasPermission } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { ProducersPanel } from './ProducersPanel';
import { RegisterImportPanel } from './RegisterImportPanel';
import { PropertiesPanel } from './PropertiesPanel';
import { RationTypesPanel } from './RationTypesPanel';
import { SanitaryBreakPanel } from './SanitaryBreakPanel';
import { ShedsPanel } from './ShedsPanel';
import { SilosPanel } from './SilosPanel';

const TABS = ['producers', 'properties', 'sheds', 'silos', 'rations', 'break', 'import'] as const;
type RegisterTab = (typeof TABS)[number];

/** The farm register in tabs (kept in the address, `?tab=`): producers, properties, sheds, silos, ration types, each module's sanitary break, and the import for editors. */
export function RegisterView({ dashboardPath }: { dashboardPath: (productionType: number, shedId: number, batchId: number) => string | null }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const session = useSessionStore();
  // What the screen offers; the server decides each change.
  const editable = session.is_superuser || (session.is_staff && MODULES.some((m) => hasPermission(session.roles, m, 'Cadastro')));
  const canLodge = !session.isGuest && (session.is_superuser || MODULES.some((m) => hasPermission(session.roles, m, 'Performance') || hasPermission(session.roles, m, 'Cadastro')));
  const tab: RegisterTab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as RegisterTab) : 'producers';
  return (
    <Box sx={{ minWidth: 0, maxWidth: 1100 }}>
      <Tabs value={tab} onChange={(_, next: RegisterTab) => setParams({ tab: next }, { replace: true })} variant="scrollable" allowScrollButtonsMobile aria-label={t('register.title')} sx={{ mb: 2 }}>
        {TABS.filter((name) => name !== 'import' || editable).map((name) => (
          <Tab key={name} value={name} label={t(`register.tabs.${name}`)} id={`register-tab-${name}`} aria-controls={`register-panel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`register-panel-${tab}`} aria-labelledby={`register-tab-${tab}`}>
        {tab === 'producers' ? <ProducersPanel editable={editable} /> : null}
        {tab === 'properties' ? <PropertiesPanel editable={editable} /> : null}
        {tab === 'sheds' ? <ShedsPanel editable={editable} canLodge={canLodge} dashboardPath={dashboardPath} /> : null}
        {tab === 'silos' ? <SilosPanel editable={editable} /> : null}
        {tab === 'rations' ? <RationTypesPanel editable={editable} /> : null}
        {tab === 'break' ? <SanitaryBreakPanel /> : null}
        {tab === 'import' && editable ? <RegisterImportPanel /> : null}
      </Box>
    </Box>
  );
}
