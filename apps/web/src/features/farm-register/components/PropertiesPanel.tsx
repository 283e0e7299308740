import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterProperty } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';
import { FIRST_REGISTER_PAGE, useRegisterChoices, useRegisterList, type RegisterFilter } from '../api/registerApi';
import { useArchiver } from '../model/useArchiver';
import { PropertyDialog } from './PropertyDialog';
import { RegisterListFrame } from './RegisterListFrame';
import { RegisterRow } from './RegisterRow';

/** The properties (farms): producer, owner, where, and their sheds in use. */
export function PropertiesPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [filter, setFilter] = useState<RegisterFilter>(FIRST_REGISTER_PAGE);
  const [editing, setEditing] = useState<RegisterProperty | 'new' | null>(null);
  const list = useRegisterList('properties', filter);
  const producers = useRegisterChoices('producers');
  const archiver = useArchiver('properties');
  const choices = producers.data?.results ?? [];
  return (
    <RegisterListFrame
      kind="properties"
      filter={filter}
      onFilter={setFilter}
      editable={editable}
      onNew={() => setEditing('new')}
      newBlocked={producers.data && choices.length === 0 ? t('register.properties.needProducer') : undefined}
      query={list}
      dialogs={
        <>
          {editing ? <PropertyDialog {...(editing === 'new' ? {} : { property: editing })} producers={choices} onClose={() => setEditing(null)} /> : null}
          {archiver.element}
        </>
      }
    >
      {list.data?.results.map((p) => (
        <RegisterRow
          key={p.id}
          title={p.name}
          facts={[
            t('register.properties.of', { producer: p.producer.name }),
            [p.municipality, p.state].filter(Boolean).join(' – '),
            p.latitude !== null && p.longitude !== null && t('register.properties.coordinates', { latitude: format.number(p.latitude, 5), longitude: format.number(p.longitude, 5) }),
            t('register.properties.shedCount', { count: p.sheds }),
          ]}
          archived={p.archived_at !== null}
          editable={editable}
          onEdit={() => setEditing(p)}
          onArchive={() => archiver.request({ id: p.id, name: p.name, archived: p.archived_at !== null })}
        />
      ))}
    </RegisterListFrame>
  );
}
