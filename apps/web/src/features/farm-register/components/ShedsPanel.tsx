import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ProductionTypeId, RegisterShed } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { FIRST_REGISTER_PAGE, useRegisterChoices, useRegisterList, type RegisterFilter } from '../api/registerApi';
import { useArchiver } from '../model/useArchiver';
import { LodgeDialog } from './LodgeDialog';
import { RegisterListFrame } from './RegisterListFrame';
import { RegisterRow, withGroupHeadings } from './RegisterRow';
import { ShedDialog } from './ShedDialog';

interface ShedsPanelProps {
  editable: boolean;
  /** Whether the user may lodge batches (the server checks each shed). */
  canLodge: boolean;
  dashboardPath: (productionType: number, shedId: number, batchId: number) => string | null;
}

/** The sheds: what they raise, capacity and divisions, the batch housed or the days empty since the last one left. */
export function ShedsPanel({ editable, canLodge, dashboardPath }: ShedsPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<RegisterFilter>(FIRST_REGISTER_PAGE);
  const [editing, setEditing] = useState<RegisterShed | 'new' | null>(null);
  const [lodging, setLodging] = useState<RegisterShed | null>(null);
  const list = useRegisterList('sheds', filter);
  const properties = useRegisterChoices('properties');
  // A guest reads property names masked, so his sheds are not grouped by them.
  const guest = useSessionStore((s) => s.isGuest);
  const grouped = filter.order === 'name' && !guest;
  const archiver = useArchiver('sheds');
  const choices = properties.data?.results ?? [];

  const status = (s: RegisterShed) => {
    if (s.open_batch) return <Chip size="small" color="success" label={t('register.sheds.housing', { batch: s.open_batch.identification })} />;
    if (!s.last_closing || s.empty_days === null) return <Chip size="small" variant="outlined" label={t('register.sheds.neverLodged')} />;
    return <Chip size="small" color="default" label={t('register.sheds.emptyFor', { count: s.empty_days, since: format.dateTime(s.last_closing, 'P') })} />;
  };

  return (
    <RegisterListFrame
      kind="sheds"
      filter={filter}
      onFilter={setFilter}
      editable={editable}
      onNew={() => setEditing('new')}
      newBlocked={properties.data && choices.length === 0 ? t('register.sheds.needProperty') : undefined}
      query={list}
      dialogs={
        <>
          {editing ? <ShedDialog {...(editing === 'new' ? {} : { shed: editing })} properties={choices} onClose={() => setEditing(null)} /> : null}
          {lodging ? (
            <LodgeDialog
              shed={lodging}
              onClose={() => setLodging(null)}
              onLodged={(batchId) => {
                const path = dashboardPath(lodging.production_type, lodging.id, batchId);
                setLodging(null);
                if (path) void navigate(path);
              }}
            />
          ) : null}
          {archiver.element}
        </>
      }
    >
      {withGroupHeadings(list.data?.results ?? [], grouped, (s) => ({ key: String(s.property.id), title: t('register.sheds.where', { property: s.property.name, producer: s.producer.name }) }), (s) => {
        const dashboard = s.open_batch ? dashboardPath(s.production_type, s.id, s.open_batch.id) : null;
        return (
          <RegisterRow
            key={s.id}
            heading={grouped ? 'h4' : 'h3'}
            title={s.name === s.identification ? s.identification : `${s.identification} · ${s.name}`}
            status={status(s)}
            facts={[
              !grouped && t('register.sheds.where', { property: s.property.name, producer: s.producer.name }),
              [t(`register.productionTypes.${s.production_type as ProductionTypeId}`), s.lineage, s.ventilation && t(`register.ventilation.${s.ventilation}`)].filter(Boolean).join(' · '),
              [
                s.capacity !== null && t('register.sheds.capacityFact', { animals: format.number(s.capacity, 0) }),
                s.floor_area !== null && t('register.sheds.areaFact', { area: format.number(s.floor_area, 0) }),
                s.capacity !== null && s.floor_area !== null && t('register.sheds.densityFact', { density: format.number(s.capacity / s.floor_area, 1) }),
              ]
                .filter(Boolean)
                .join(' · '),
              t('register.sheds.divisionsFact', { divisions: s.divisions.map((d) => `${d.identification} (${format.number(d.capacity, 0)})`).join(', ') }),
            ]}
            archived={s.archived_at !== null}
            editable={editable}
            onEdit={() => setEditing(s)}
            onArchive={() => archiver.request({ id: s.id, name: s.identification, archived: s.archived_at !== null })}
            actions={
              <>
                {canLodge && !s.open_batch && s.archived_at === null ? (
                  <Button size="small" variant="outlined" onClick={() => setLodging(s)} aria-label={t('register.lodge.openFor', { shed: s.identification })} sx={{ minHeight: 44 }}>
                    {t('register.lodge.open')}
                  </Button>
                ) : null}
                {dashboard ? (
                  <Button size="small" component={RouterLink} to={dashboard} sx={{ minHeight: 44 }}>
                    {t('register.sheds.dashboard')}
                  </Button>
                ) : null}
              </>
            }
          />
        );
      })}
    </RegisterListFrame>
  );
}
