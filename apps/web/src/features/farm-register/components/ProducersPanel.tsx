import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTaxId, type RegisterProducer } from '@plantel/contracts';
import { FIRST_REGISTER_PAGE, useRegisterList, type RegisterFilter } from '../api/registerApi';
import { useArchiver } from '../model/useArchiver';
import { ProducerDialog } from './ProducerDialog';
import { RegisterListFrame } from './RegisterListFrame';
import { RegisterRow } from './RegisterRow';

/** The company's producers (a linked user: his own), their tax ids, contacts, properties and users. */
export function ProducersPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RegisterFilter>(FIRST_REGISTER_PAGE);
  const [editing, setEditing] = useState<RegisterProducer | 'new' | null>(null);
  const list = useRegisterList('producers', filter);
  const archiver = useArchiver('producers');
  return (
    <RegisterListFrame
      kind="producers"
      filter={filter}
      onFilter={setFilter}
      editable={editable}
      onNew={() => setEditing('new')}
      query={list}
      dialogs={
        <>
          {editing ? <ProducerDialog {...(editing === 'new' ? {} : { producer: editing })} onClose={() => setEditing(null)} /> : null}
          {archiver.element}
        </>
      }
    >
      {list.data?.results.map((p) => (
        <RegisterRow
          key={p.id}
          title={p.name}
          facts={[
            p.tax_id && formatTaxId(p.tax_id),
            [p.phone, p.email].filter(Boolean).join(' · '),
            t('register.producers.counts', { properties: p.properties, users: p.users.map((u) => u.username).join(', ') || '—' }),
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
