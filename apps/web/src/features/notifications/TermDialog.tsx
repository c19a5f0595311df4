import { messages, type CustomerRules, type NotificationTerm } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useId, useMemo, useState } from 'react';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { useCustomerRules } from '../customers/customers.api';
import { editableTermFields, type EditableTermField } from './termFields';
import { TermFieldAutocomplete } from './TermFieldAutocomplete';

/** Each customer code's customer name, where the answer carries them. */
function customerNames(rules: CustomerRules | undefined): ReadonlyMap<string, string> | undefined {
  const names = rules?.custNames;
  if (!rules || !names) return undefined;
  return new Map(rules.custNo.map((code, index) => [code, names[index] ?? '']));
}

export type TermValues = { exclude: boolean } & Record<EditableTermField, string | null>;

function valuesOf(term: NotificationTerm | null): TermValues {
  return {
    exclude: term?.exclude ?? false,
    custNo: term?.custNo ?? null,
    respCenter: term?.respCenter ?? null,
    salespersonCode: term?.salespersonCode ?? null,
    legalEntity: term?.legalEntity ?? null,
  };
}

interface TermDialogProps {
  /** The term edited, or null for a new one. */
  term: NotificationTerm | null;
  /** Called with the values chosen; the caller gives a new term its id. */
  onSave: (values: TermValues) => void;
  onClose: () => void;
}

/**
 * Adds or edits a term: Exclude and the customer fields it selects on (A§2).
 * Mounted per opening, so it starts from `term` each time.
 */
export function TermDialog({ term, onSave, onClose }: TermDialogProps) {
  const titleId = useId();
  const rules = useCustomerRules();
  const names = useMemo(() => customerNames(rules.data), [rules.data]);
  const [values, setValues] = useState(() => valuesOf(term));
  const [refused, setRefused] = useState(false);

  const handleSave = () => {
    if (!editableTermFields.some(({ field }) => values[field])) {
      setRefused(true);
      return;
    }
    onSave(values);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{term ? 'Edit term' : 'Add term'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {rules.isError && <ErrorAlert error={rules.error} onRetry={() => void rules.refetch()} />}
          <FormControlLabel
            label="Exclude"
            control={
              <Checkbox
                checked={values.exclude}
                onChange={(event) => setValues({ ...values, exclude: event.target.checked })}
              />
            }
          />
          {editableTermFields.map(({ field, label }) => (
            <TermFieldAutocomplete
              key={field}
              label={label}
              options={rules.data?.[field] ?? []}
              names={field === 'custNo' ? names : undefined}
              loading={rules.isPending}
              value={values[field]}
              onChange={(value) => {
                setRefused(false);
                setValues({ ...values, [field]: value });
              }}
            />
          ))}
          {refused && <Alert severity="error">{messages.termNeedsField}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={handleSave}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
