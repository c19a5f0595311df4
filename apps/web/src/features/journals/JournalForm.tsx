import {
  journalFormSchema,
  journalMonthSchema,
  monthOf,
  snackbarTimeouts,
  type Journal,
} from '@bo/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorText } from '../../platform/fieldErrorText';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { useRecordForm } from '../../platform/ui/form/useRecordForm';
import { RecordScreen } from '../../platform/ui/RecordScreen';
import { useNotify } from '../../platform/ui/useNotify';
import { journalPaths } from './journalPaths';
import { useDeleteJournal, useSaveJournal } from './journals.api';
import { PdfPagesPreview } from './pdf/PdfPagesPreview';
import { PdfFileField } from './PdfFileField';

/** The form's rules (A§5): a name ('Enter name'), a month, and a PDF for a new journal ('Choose file'). */
export function journalValuesSchema(isNew: boolean, t: TFunction) {
  const file = z.instanceof(File).nullable();
  return z.object({
    name: journalFormSchema.shape.name,
    date: journalMonthSchema,
    file: isNew ? file.refine((chosen) => chosen !== null, t('chooseFile')) : file,
  });
}
type JournalValues = z.infer<ReturnType<typeof journalValuesSchema>>;

function formValues(journal: Journal | null): JournalValues {
  return {
    name: journal?.name ?? '',
    date: journal?.date ?? monthOf(new Date()),
    file: null,
  };
}

/** The first rule a rejected form breaks, shown as a snackbar for 3 s (A§5, A§9), in the user's language. */
function validationMessage(errors: FieldErrors<JournalValues>, t: TFunction): string | null {
  const words = errors.name?.message ?? errors.file?.message ?? errors.date?.message;
  return words === undefined ? null : fieldErrorText(words, t);
}

/** The cover sent with a new PDF: its first page as a JPEG, drawn by pdf.js in the browser. */
async function coverOf(file: File): Promise<Blob> {
  const { firstPageJpeg } = await import('./pdf/pdfDocument');
  return firstPageJpeg(file);
}

/** Create (journal null) or edit one journal (A§2). */
export function JournalForm({ journal }: { journal: Journal | null }) {
  const id = journal?.id ?? 0;
  const isNew = id === 0;
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveJournal();
  const remove = useDeleteJournal();
  const [preparingCover, setPreparingCover] = useState(false);

  const schema = useMemo(() => journalValuesSchema(isNew, t), [isNew, t]);
  const { form, guard, leave, deleteRecord } = useRecordForm<JournalValues>(
    schema,
    formValues(journal),
  );
  const { control, handleSubmit, reset } = form;
  const file = useWatch({ control, name: 'file' });

  const handleSaved = async (saved: Journal) => {
    reset(formValues(saved));
    if (!isNew) {
      notify(t('journalSaved'), { severity: 'success' });
      return;
    }
    await leave(t('journalUploaded'), journalPaths.list);
  };

  const submit = async (values: JournalValues) => {
    let imageFile: Blob | null = null;
    if (values.file) {
      setPreparingCover(true);
      try {
        imageFile = await coverOf(values.file);
      } catch {
        notify(t('pdfUnreadable'), { severity: 'error' });
        return;
      } finally {
        setPreparingCover(false);
      }
    }
    save.mutate(
      { id, name: values.name, date: values.date, file: values.file, imageFile },
      { onSuccess: (saved) => void handleSaved(saved) },
    );
  };

  const onSubmit = handleSubmit(submit, (errors) => {
    const message = validationMessage(errors, t);
    if (message) {
      notify(message, { severity: 'error', timeoutMs: snackbarTimeouts.journalValidation });
    }
  });

  const handleDelete = async () => {
    if (!journal) return;
    await deleteRecord({
      title: t('deleteJournal'),
      text: t('journalDeleteConfirm', { name: journal.name }),
      onConfirm: () => remove.mutateAsync(journal.id),
      deletedText: t('journalDeleted'),
      path: journalPaths.list,
    });
  };

  const busy = preparingCover || save.isPending || remove.isPending;

  return (
    <RecordScreen
      title={isNew ? t('newJournal') : t('editJournal')}
      list={{ path: journalPaths.list, title: t('journals') }}
      onSubmit={onSubmit}
      busy={busy}
      onDelete={journal ? handleDelete : undefined}
      deleteLabel={t('deleteJournal')}
    >
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <FormTextField control={control} name="name" label={t('name')} required />
        <FormTextField
          control={control}
          name="date"
          label={t('month')}
          type="month"
          required
          slotProps={{
            inputLabel: { shrink: true },
            // Browsers without a month picker show a text field: the format is the hint.
            htmlInput: { placeholder: 'YYYY-MM' },
          }}
        />
        <Controller
          control={control}
          name="file"
          render={({ field: { value, onChange }, fieldState: { error } }) => (
            <PdfFileField
              file={value}
              onFileChange={onChange}
              storedSize={journal?.fileSize ?? null}
              error={error?.message === undefined ? undefined : fieldErrorText(error.message, t)}
              disabled={busy}
            />
          )}
        />
      </Stack>
      <Box sx={{ mt: 2 }}>
        <PdfPagesPreview source={file ?? journal?.fileUrl ?? null} />
      </Box>
      {guard.dialog}
    </RecordScreen>
  );
}
