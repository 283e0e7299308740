import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterSilo } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';
import { useRegisterList, type RegisterFilter } from '../api/registerApi';
import { useArchiver } from '../model/useArchiver';
import { RegisterListFrame } from './RegisterListFrame';
import { RegisterRow } from './RegisterRow';
import { SiloDialog } from './SiloDialog';

/** The silos of the sheds: capacity and their feed's usual density. */
export function SilosPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [filter, setFilter] = useState<RegisterFilter>({ archived: 'false', search: '' });
  const [editing, setEditing] = useState<RegisterSilo | 'new' | null>(null);
  const list = useRegisterList('silos', filter);
  const sheds = useRegisterList('sheds', { archived: 'false', search: '' });
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
      {list.data?.results.map((s) => (
        <RegisterRow
          key={s.id}
          title={s.identification}
          facts={[
            t('register.silos.in', { shed: s.shed.identification, property: s.shed.property_name }),
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
