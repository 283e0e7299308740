import { lazy, Suspense } from 'react';
import type { OutboxLodgingReopen, OutboxRecord, OutboxReopen } from '@/lib/outbox/outboxDb';

const MortalityDialog = lazy(() => import('@/features/performance/components/MortalityDialog').then((m) => ({ default: m.MortalityDialog })));
const WeighingDialog = lazy(() => import('@/features/performance/components/WeighingDialog').then((m) => ({ default: m.WeighingDialog })));
const ThinningCorrectionDialog = lazy(() => import('@/features/performance/components/ThinningCorrectionDialog').then((m) => ({ default: m.ThinningCorrectionDialog })));
const ThinningDialog = lazy(() => import('@/features/performance/components/ThinningDialog').then((m) => ({ default: m.ThinningDialog })));
const RationManagementDialog = lazy(() => import('@/features/feed-deliveries/components/RationManagementDialog').then((m) => ({ default: m.RationManagementDialog })));
const EggsDialog = lazy(() => import('@/features/eggs/components/EggsDialog').then((m) => ({ default: m.EggsDialog })));
const TreatmentDialog = lazy(() => import('@/features/health-book/components/TreatmentDialog').then((m) => ({ default: m.TreatmentDialog })));
const VaccinationDialog = lazy(() => import('@/features/health-book/components/VaccinationDialog').then((m) => ({ default: m.VaccinationDialog })));
const SampleDialog = lazy(() => import('@/features/health-book/components/SampleDialog').then((m) => ({ default: m.SampleDialog })));
const SampleResultDialog = lazy(() => import('@/features/health-book/components/SampleResultDialog').then((m) => ({ default: m.SampleResultDialog })));
const LodgeDialog = lazy(() => import('@/features/farm-register/components/LodgeDialog').then((m) => ({ default: m.LodgeDialog })));

/** Whether a kept record carries what its form needs to open again (records kept before forms said so do not). */
export function canReopen(record: OutboxRecord): boolean {
  const reopen = record.reopen;
  if (!reopen) return false;
  if (record.kind === 'lodging') return 'shed' in reopen;
  if (record.kind === 'delivery') return 'shedId' in reopen && reopen.shedId !== undefined;
  if (record.kind === 'thinning_correction') return 'removal' in reopen && reopen.removal !== undefined && reopen.division !== undefined;
  // The health book's forms read the batch's divisions and the catalogue themselves.
  if (record.kind === 'treatment' || record.kind === 'vaccination' || record.kind === 'sample') return 'batchId' in reopen;
  if (record.kind === 'sample_result') return 'sample' in reopen && reopen.sample !== undefined;
  return 'division' in reopen && reopen.division !== undefined;
}

/** A refused record in the form it was typed in, holding what was typed and the server's reason, to be corrected and sent again. */
export function OutboxCorrection({ record, onClose }: { record: OutboxRecord; onClose: () => void }) {
  return <Suspense fallback={null}>{correctionForm(record, onClose)}</Suspense>;
}

function correctionForm(record: OutboxRecord, onClose: () => void) {
  if (record.kind === 'lodging') return <LodgeDialog shed={(record.reopen as OutboxLodgingReopen).shed} correcting={record} onClose={onClose} onLodged={onClose} />;
  const { batchId, shedId, division, askSex, breeders, removal, sample } = record.reopen as OutboxReopen;
  switch (record.kind) {
    case 'delivery':
      return <RationManagementDialog batchId={batchId} shedId={shedId!} correcting={record} onClose={onClose} />;
    case 'mortality':
      return <MortalityDialog batchId={batchId} division={division!} correcting={record} onClose={onClose} />;
    case 'weighing':
      return <WeighingDialog batchId={batchId} division={division!} askSex={askSex ?? false} correcting={record} onClose={onClose} />;
    case 'eggs':
      return <EggsDialog batchId={batchId} division={division!} breeders={breeders ?? false} correcting={record} onClose={onClose} />;
    case 'thinning':
      return <ThinningDialog batchId={batchId} division={{ current_lodge: 0, ...division! }} correcting={record} onClose={onClose} />;
    case 'treatment':
      return <TreatmentDialog batchId={batchId} correcting={record} onClose={onClose} />;
    case 'vaccination':
      return <VaccinationDialog batchId={batchId} correcting={record} onClose={onClose} />;
    case 'sample':
      return <SampleDialog batchId={batchId} correcting={record} onClose={onClose} />;
    case 'sample_result':
      return <SampleResultDialog batchId={batchId} sample={sample!} correcting={record} onClose={onClose} />;
    case 'thinning_correction':
      return <ThinningCorrectionDialog batchId={batchId} division={{ current_lodge: 0, ...division! }} removal={removal!} correcting={record} onClose={onClose} />;
  }
}
