import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { siloInputSchema, type RegisterShed, type RegisterSilo } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { useSaveRegisterItem } from '../api/registerApi';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { NATIVE_SELECT } from '@/components/form/nativeSelect';

interface SiloDialogProps {
  silo?: RegisterSilo;
  sheds: readonly RegisterShed[];
  onClose: () => void;
}

/** A silo: its shed (fixed once registered), identification, capacity in kg and its feed's usual density. */
export function SiloDialog({ silo, sheds, onClose }: SiloDialogProps) {
  const { t } = useTranslation();
  const save = useSaveRegisterItem('silos');
  const { form, field, failures, refused } = useSchemaForm(siloInputSchema, {
    shed: silo?.shed.id ?? (undefined as unknown as number),
    identification: silo?.identification ?? '',
    capacity: silo?.capacity ?? (undefined as unknown as number),
    density: silo?.density ?? null,
  });
  const submit = form.handleSubmit(({ shed, ...rest }) => save.mutate({ id: silo?.id, body: silo ? rest : { shed, ...rest } }, { onSuccess: onClose, onError: refused }));
  return (
    <FormDialog
      title={silo ? t('register.silos.edit', { name: silo.identification }) : t('register.silos.new')}
      submitLabel={t('register.save')}
      cancelLabel={t('register.cancel')}
      pending={save.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...field('shed', { number: true })} select required disabled={silo !== undefined} label={t('register.silos.shed')} slotProps={NATIVE_SELECT}>
        <option value="" />
        {silo && !sheds.some((s) => s.id === silo.shed.id) ? <option value={silo.shed.id}>{t('register.silos.shedOption', { shed: silo.shed.identification, property: silo.shed.property_name })}</option> : null}
        {sheds.map((s) => (
          <option key={s.id} value={s.id}>
            {t('register.silos.shedOption', { shed: s.identification, property: s.property.name })}
          </option>
        ))}
      </TextField>
      <TextField {...field('identification')} required label={t('register.silos.identification')} />
      <TextField {...field('capacity', { number: true })} required label={t('register.silos.capacity')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <TextField {...field('density', { number: true, blank: null, help: t('register.silos.densityHelp') })} label={t('register.silos.density')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
    </FormDialog>
  );
}
