import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { undoInputSchema, type UndoInput } from '@plantel/contracts';
import { FormDialog } from './FormDialog';
import { useSchemaForm } from './useSchemaForm';

interface ReasonDialogProps {
  title: string;
  /** What is undone, said before the reason is asked. */
  text: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: UndoInput, refused: (error: unknown) => void) => void;
  onClose: () => void;
}

/** Asks why something recorded is undone (the audit keeps the reason), then undoes it. */
export function ReasonDialog({ title, text, submitLabel, pending, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const { form, field, failures, refused } = useSchemaForm(undoInputSchema, { reason: '' });
  return (
    <FormDialog title={title} submitLabel={submitLabel} cancelLabel={t('performance.form.cancel')} pending={pending} failures={failures} onSubmit={form.handleSubmit((input) => onSubmit(input, refused))} onClose={onClose}>
      <span>{text}</span>
      <TextField {...field('reason')} required multiline autoFocus label={t('performance.correction.reason')} autoComplete="off" />
    </FormDialog>
  );
}
