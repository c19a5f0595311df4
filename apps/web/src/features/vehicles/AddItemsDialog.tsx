import { ApiError, itemNoPattern } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { FormDialog } from '../../platform/ui/FormDialog';
import { ItemSearch, useItemSearchText, type FoundItem } from '../../platform/ui/ItemSearch';
import { useNotify } from '../../platform/ui/useNotify';
import { useAddItems, useVehicleItemSearch } from './vehicles.api';

interface ItemChooserProps {
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string;
}

/**
 * The item search of the add dialog (C§5): the text is upper-cased, '*'
 * becomes '%' and all but 0-9, A-Z and '%' is removed; nothing left searches
 * nothing. Ticked numbers gather above, across searches. A number without a
 * wildcard that the item master lacks can be ticked too: the server keeps it
 * as given (DESIGN §9).
 */
function ItemChooser({ chosen, onChange, error }: ItemChooserProps) {
  const { t } = useTranslation();
  const searchText = useItemSearchText();
  const { pattern } = searchText;
  const search = useVehicleItemSearch(pattern);

  const toggle = (itemNo: string) =>
    onChange(chosen.includes(itemNo) ? chosen.filter((no) => no !== itemNo) : [...chosen, itemNo]);

  const found = search.data;
  const choices = useMemo((): FoundItem[] | undefined => {
    if (!found) return undefined;
    const typed =
      itemNoPattern.test(pattern) && !found.some((item) => item.itemNo === pattern)
        ? [{ itemNo: pattern, description: t('vehicleItemNotInMaster'), unknown: true }]
        : [];
    return [...found, ...typed];
  }, [found, pattern, t]);

  return (
    <Stack spacing={1}>
      <ItemSearch
        search={searchText}
        found={choices}
        searching={search.isFetching}
        onChoose={toggle}
        isChosen={(itemNo) => chosen.includes(itemNo)}
      />
      {search.isError && <ErrorAlert error={search.error} onRetry={() => void search.refetch()} />}
      <Box component="section" aria-label={t('vehicleItemsToAdd')}>
        <Typography variant="subtitle2" gutterBottom>
          {t('vehicleItemsToAdd')}
        </Typography>
        {chosen.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('vehicleNoItemsChosen')}
          </Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {chosen.map((itemNo) => (
              <Chip
                key={itemNo}
                label={itemNo}
                onDelete={() => toggle(itemNo)}
                title={t('vehicleRemoveChosen', { itemNo })}
              />
            ))}
          </Stack>
        )}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    </Stack>
  );
}

interface AddItemsDialogProps {
  typeId: number;
  onClose: () => void;
}

/**
 * Adds items to a modification (C§5, C§7 AddItems): 'Item added successfully';
 * a number the modification already has refuses the whole call (409 'Item
 * already exist'), and the dialog stays open naming the numbers.
 */
export function AddItemsDialog({ typeId, onClose }: AddItemsDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const addItems = useAddItems();
  const [alreadyThere, setAlreadyThere] = useState<readonly string[]>([]);
  const schema = useMemo(
    () => z.object({ chosen: z.array(z.string()).min(1, t('vehicleItemsEmpty')) }),
    [t],
  );

  const handleSubmit = async ({ chosen }: { chosen: string[] }) => {
    try {
      await addItems.mutateAsync({ typeId, itemNos: chosen });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setAlreadyThere(error.errors?.items ?? []);
      }
      // The dialog shows the refusal: 'Item already exist' (C§5).
      throw error;
    }
    notify(t('vehicleItemAdded'), { severity: 'success' });
    onClose();
  };

  return (
    <FormDialog
      title={t('vehicleAddItems')}
      schema={schema}
      defaultValues={{ chosen: [] }}
      onSubmit={handleSubmit}
      onClose={onClose}
      submitLabel={t('add')}
    >
      {({ control }) => (
        <>
          <Controller
            control={control}
            name="chosen"
            render={({ field, fieldState }) => (
              <ItemChooser
                chosen={field.value}
                onChange={(next) => {
                  setAlreadyThere([]);
                  field.onChange(next);
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          {alreadyThere.length > 0 && (
            <Alert severity="error">
              {t('vehicleItemsAlreadyThere', { items: alreadyThere.join(', ') })}
            </Alert>
          )}
        </>
      )}
    </FormDialog>
  );
}
