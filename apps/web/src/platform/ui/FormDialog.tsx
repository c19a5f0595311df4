import { ApiError } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type SubmitEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { fieldErrorText } from '../fieldErrorText';
import { useSchemaForm, type FormSchema } from './form/useSchemaForm';
import { useErrorNotifier } from './useNotify';

/** The dialog's form: the schema checks it, not the browser's own bubbles. */
function SchemaCheckedForm(props: ComponentProps<'form'>) {
  return <form noValidate {...props} />;
}

interface FormDialogProps<TValues extends FieldValues, TOutput> {
  title: string;
  /**
   * The dialog's rules. A rule of the whole form (not of one field) reports on
   * the path `['root']`: its message shows above the buttons. Given as a
   * function of `t`, it is built in the user's language, once a language.
   */
  schema: FormSchema<TValues, TOutput>;
  defaultValues: DefaultValues<TValues>;
  /**
   * Saves the valid values; the caller closes the dialog when it is done. A
   * rejection shows its message like every error (a snackbar), marks the
   * fields the answer names, and keeps the dialog open with what was entered.
   */
  onSubmit: (values: TOutput) => unknown;
  onClose: () => void;
  /** 'Save' by default. */
  submitLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** The fields, bound to the dialog's form (`FormTextField`, `Controller`, ...). */
  children: (form: UseFormReturn<TValues, unknown, TOutput>) => ReactNode;
}

/**
 * The edit dialog of a table (B§2's "a table with an edit dialog"): a form
 * checked by a zod schema, Cancel and Save. Render it per opening
 * (`{editing && <FormDialog ... />}`), so it starts from `defaultValues` each
 * time. A save while the previous one runs is ignored.
 */
export function FormDialog<TValues extends FieldValues, TOutput = TValues>({
  title,
  schema,
  defaultValues,
  onSubmit,
  onClose,
  submitLabel,
  maxWidth = 'sm',
  children,
}: FormDialogProps<TValues, TOutput>) {
  const { t } = useTranslation();
  const titleId = useId();
  const notifyError = useErrorNotifier();
  const form = useSchemaForm(schema, defaultValues);
  const { handleSubmit, setError, clearErrors, watch, formState } = form;
  // Set at submit time: the disabled Save shows a render later, after a fast second click.
  const submitting = useRef(false);
  const [saving, setSaving] = useState(false);

  // A rule of the whole form is answered again at the next Save; any change clears it.
  useEffect(() => {
    const subscription = watch(() => clearErrors('root'));
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const showFailure = (error: unknown) => {
    notifyError(error);
    if (!(error instanceof ApiError)) return;
    for (const [field, [message]] of Object.entries(error.errors ?? {})) {
      if (field in form.getValues()) setError(field as Path<TValues>, { message });
    }
  };

  const save = handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  });

  const handleSubmitEvent = async (event: SubmitEvent) => {
    event.preventDefault();
    // A form inside another form (a dialog opened from a record screen) submits only itself.
    event.stopPropagation();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await save(event);
    } finally {
      submitting.current = false;
    }
  };

  const rootError = formState.errors.root?.message;
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          component: SchemaCheckedForm,
          onSubmit: (event: SubmitEvent) => void handleSubmitEvent(event),
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children(form)}
          {rootError && <Alert severity="error">{fieldErrorText(rootError, t)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {submitLabel ?? t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
