import type { ParentChoice } from '@bo/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ArticleFormValues } from '../articleForm';
import { useParentChoices } from './content.api';

const parentLabel = (choice: ParentChoice) =>
  choice.title ? `${choice.contentId} - ${choice.title}` : String(choice.contentId);
const sameContent = (a: ParentChoice, b: ParentChoice) => a.contentId === b.contentId;

/**
 * The content this one is a sub-offer of (parentContentId, 0 for none): the
 * top-level contents matching what is typed, as ParentChoices answers them.
 */
export function ParentField({ contentId }: { contentId: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ArticleFormValues>();
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ control, name: 'parentContentId' });
  const [typed, setTyped] = useState('');
  const filter = useDeferredValue(typed);
  const choices = useParentChoices(filter, contentId);
  const options = choices.data ?? [];
  // A parent the choices lack (not among the first answered) stays shown by its id.
  const chosen =
    value === 0
      ? null
      : (options.find((option) => option.contentId === value) ?? {
          contentId: value,
          title: '',
        });
  return (
    <Autocomplete
      options={
        chosen && !options.some((option) => sameContent(option, chosen))
          ? [...options, chosen]
          : options
      }
      value={chosen}
      onChange={(_event, picked) => onChange(picked?.contentId ?? 0)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      onBlur={onBlur}
      // The server filters.
      filterOptions={(all) => all}
      getOptionLabel={parentLabel}
      isOptionEqualToValue={sameContent}
      loading={choices.isFetching}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={ref}
          label={t('contentParent')}
          helperText={t('contentParentHint')}
        />
      )}
    />
  );
}
