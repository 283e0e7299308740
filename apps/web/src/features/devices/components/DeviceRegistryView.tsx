import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { readJwtCompany } from '@/lib/jwt';
import { useSessionStore } from '@/stores/session';
import { DeadLettersSection } from './DeadLettersSection';
import { DevicesSection } from './DevicesSection';
import { GatewayKeysSection } from './GatewayKeysSection';
import { IssuedKeyDialog, type IssuedKey } from './IssuedKeyDialog';

/** The device registry, the gateway keys and the refused telemetry messages; a key just issued is shown once, whichever section issued it. */
export function DeviceRegistryView() {
  const company = useSessionStore((s) => readJwtCompany(s.token));
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  return (
    <Stack spacing={3}>
      <DevicesSection onKeyIssued={setIssued} />
      <GatewayKeysSection onKeyIssued={setIssued} />
      <DeadLettersSection />
      {issued ? <IssuedKeyDialog issued={issued} company={company} onClose={() => setIssued(null)} /> : null}
    </Stack>
  );
}
