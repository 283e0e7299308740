import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatTaxId, producerInputSchema, type RegisterProducer } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { useSaveRegisterItem } from '../api/registerApi';
import { useSchemaForm } from '@/components/form/useSchemaForm';

interface ProducerDialogProps {
  /** The producer to change; absent: a new one. */
  producer?: RegisterProducer;
  onClose: () => void;
}

/** A producer: name, CPF or CNPJ (checked by its check digits here and on the server), phone and e-mail. */
export function ProducerDialog({ producer, onClose }: ProducerDialogProps) {
  const { t } = useTranslation();
  const save = useSaveRegisterItem('producers');
  const { form, field, failures, refused } = useSchemaForm(producerInputSchema, {
    name: producer?.name ?? '',
    tax_id: producer?.tax_id ? formatTaxId(producer.tax_id) : '',
    phone: producer?.phone ?? '',
    email: producer?.email ?? '',
  });
  const submit = form.handleSubmit((body) => save.mutate({ id: producer?.id, body }, { onSuccess: onClose, onError: refused }));
  return (
    <FormDialog
      title={producer ? t('register.producers.edit', { name: producer.name }) : t('register.producers.new')}
      submitLabel={t('register.save')}
      cancelLabel={t('register.cancel')}
      pending={save.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...field('name')} required label={t('register.producers.name')} autoComplete="off" />
      <TextField {...field('tax_id')} required label={t('register.producers.taxId')} slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }} />
      <TextField {...field('phone')} label={t('register.producers.phone')} type="tel" autoComplete="off" />
      <TextField {...field('email')} label={t('register.producers.email')} type="email" autoComplete="off" />
    </FormDialog>
  );
}
