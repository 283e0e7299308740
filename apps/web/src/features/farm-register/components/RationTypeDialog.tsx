import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MODULES, RATION_PHASES, rationTypeInputSchema, type CompanyRationType, type ModuleName } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useSaveRationType } from '../api/rationTypesApi';
import { NATIVE_SELECT } from '@/components/form/nativeSelect';

interface RationTypeDialogProps {
  rationType?: CompanyRationType;
  /** The species the person may register types of (his Cadastro modules); all for a superuser. */
  modules: readonly ModuleName[];
  onClose: () => void;
}

/** A feed formula: its name, phase, the species it feeds and its bulk density. */
export function RationTypeDialog({ rationType, modules, onClose }: RationTypeDialogProps) {
  const { t } = useTranslation();
  const save = useSaveRationType();
  const { form, field, failures, refused } = useSchemaForm(rationTypeInputSchema, {
    name: rationType?.name ?? '',
    phase: rationType?.phase ?? 'general',
    module: rationType ? rationType.module : (modules[0] ?? null),
    density: rationType?.density ?? (undefined as unknown as number),
  });
  const submit = form.handleSubmit((body) => save.mutate({ ...(rationType ? { id: rationType.id } : {}), body }, { onSuccess: onClose, onError: refused }));
  const anySpecies = modules.length === MODULES.length;
  return (
    <FormDialog
      title={rationType ? t('register.rations.edit', { name: rationType.name }) : t('register.rations.new')}
      submitLabel={t('register.save')}
      cancelLabel={t('register.cancel')}
      pending={save.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...field('name')} required label={t('register.rations.name')} />
      <TextField {...field('phase')} select required label={t('register.rations.phase')} slotProps={NATIVE_SELECT}>
        {RATION_PHASES.map((phase) => (
          <option key={phase} value={phase}>
            {t(`rationPhases.${phase}`)}
          </option>
        ))}
      </TextField>
      <TextField
        {...field('module', { blank: null, help: t('register.rations.moduleHelp') })}
        select
        label={t('register.rations.module')}
        slotProps={NATIVE_SELECT}
      >
        {anySpecies ? <option value="">{t('register.rations.anyModule')}</option> : null}
        {MODULES.filter((m) => modules.includes(m)).map((m) => (
          <option key={m} value={m}>
            {t(`modules.${m}`)}
          </option>
        ))}
      </TextField>
      <TextField {...field('density', { number: true, help: t('register.rations.densityHelp') })} required label={t('register.rations.density')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
    </FormDialog>
  );
}
