import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterSilo } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { FIRST_REGISTER_PAGE, useRegisterChoices, useRegisterList, type RegisterFilter } from '../api/registerApi';
import { useArchiver } from '../model/useArchiver';
import { RegisterListFrame } from './RegisterListFrame';
import { RegisterRow, withGroupHeadings } from './RegisterRow';
import { SiloDialog } from './SiloDialog';

/** The silos of the sheds: capacity and their feed's usual density. */
export function SilosPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [filter, setFilter] = useState<RegisterFilter>(FIRST_REGISTER_PAGE);
  const [editing, setEditing] = useState<RegisterSilo | 'new' | null>(null);
  const list = useRegisterList('silos', filter);
  const sheds = useRegisterChoices('sheds');
  // A guest reads property names masked, so his silos are not grouped by them.
  const guest = useSessionStore((s) => s.isGuest);
  const grouped = filter.order === 'name' && !guest;
  const archiver = useArchiver('silos');
  const choices = sheds.data?.results ?? [];
  return (
    <RegisterListFrame
      kind="silos"
      filter={filter}
      onFilter={setFilter}
      editable={editable}
      onNew={() => setEditing('new')}
      newBlocked={sheds.data && choices.length === 0 ? t('register.silos.needShed') : undefined}
      query={list}
      dialogs={
        <>
          {editing ? <SiloDialog {...(editing === 'new' ? {} : { silo: editing })} sheds={choices} onClose={() => setEditing(null)} /> : null}
          {archiver.element}
        </>
      }
    >
      {withGroupHeadings(list.data?.results ?? [], grouped, (s) => ({ key: s.shed.property_name, title: s.shed.property_name }), (s) => (
        <RegisterRow
          key={s.id}
          heading={grouped ? 'h4' : 'h3'}
          title={s.identification}
          facts={[
            grouped ? s.shed.identification : t('register.silos.in', { shed: s.shed.identification, property: s.shed.property_name }),
            [t('register.silos.capacityFact', { kg: format.number(s.capacity, 0) }), s.density !== null && t('register.silos.densityFact', { density: format.number(s.density, 0) })].filter(Boolean).join(' · '),
          ]}
          archived={s.archived_at !== null}
          editable={editable}
          onEdit={() => setEditing(s)}
          onArchive={() => archiver.request({ id: s.id, name: s.identification, archived: s.archived_at !== null })}
        />
      ))}
    </RegisterListFrame>
  );
}
