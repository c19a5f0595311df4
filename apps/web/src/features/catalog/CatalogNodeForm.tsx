import {
  catalogDefaultCol,
  catalogDefaultSort,
  catalogLimits,
  catalogPictureSize,
  codeNameLabel,
  parseCatalogSort,
  type CatalogNode,
  type CodeName,
} from '@bo/contract';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorText } from '../../platform/fieldErrorText';
import { FormCheckbox } from '../../platform/ui/form/FormCheckbox';
import { FormSelect, type SelectChoice } from '../../platform/ui/form/FormSelect';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { useSchemaForm } from '../../platform/ui/form/useSchemaForm';
import { PictureField } from '../../platform/ui/PictureField';
import { useNotify } from '../../platform/ui/useNotify';
import type { CatalogNodeSave } from './catalog.api';
import { findNode } from './catalogTree';
import { ParentChooserDialog } from './ParentChooserDialog';
import { useGroupList, useSubGroupList } from './products/products.api';

/** The node form's rules (C§5, C§9); the server checks the same and the tree's rules. */
const nodeFormSchema = (t: TFunction, level: number) =>
  z
    .object({
      title: z
        .string()
        .trim()
        .min(1, t('catalogEnterTitle'))
        .max(catalogLimits.titleMaxLength, {
          error: t('catalogTitleTooLong', { max: catalogLimits.titleMaxLength }),
        }),
      // A number field gives a string; empty is refused rather than read as 0.
      sort: z.string().transform((text, context) => {
        const sort = parseCatalogSort(text);
        if (sort !== undefined) return sort;
        context.addIssue({ code: 'custom', message: t('catalogSortInvalid') });
        return z.NEVER;
      }),
      col: z.number().int().min(catalogLimits.colMin).max(catalogLimits.colMax),
      active: z.boolean(),
      parentId: z.number().int(),
      itemGroup: z.string(),
      itemSubGroup: z.string(),
      picture: z.instanceof(File).nullable(),
      pictureDeleted: z.boolean(),
    })
    .superRefine((values, context) => {
      if (level === catalogLimits.maxLevel && values.itemGroup === '')
        context.addIssue({
          code: 'custom',
          path: ['itemGroup'],
          message: t('catalogItemGroupRequired'),
        });
    });
type NodeFormInput = z.input<ReturnType<typeof nodeFormSchema>>;
type NodeFormOutput = z.output<ReturnType<typeof nodeFormSchema>>;

const colChoices: readonly SelectChoice[] = [1, 2, 3, 4].map((col) => ({
  value: col,
  label: String(col),
}));

/** The choices of a code list, keeping the stored code when the list does not hold it. */
function codeChoices(
  list: readonly CodeName[] | undefined,
  empty: string,
  stored: { code: string | null; name: string | null },
): SelectChoice[] {
  const choices = (list ?? []).map((entry) => ({ value: entry.code, label: codeNameLabel(entry) }));
  if (stored.code && !choices.some((choice) => choice.value === stored.code)) {
    choices.unshift({
      value: stored.code,
      label: codeNameLabel({ code: stored.code, name: stored.name ?? '' }),
    });
  }
  return [{ value: '', label: empty }, ...choices];
}

/** Create under `parent`, or edit `node`. */
export type CatalogFormTarget =
  { kind: 'create'; parent: CatalogNode } | { kind: 'edit'; node: CatalogNode };

interface CatalogNodeFormProps {
  /** The form's id: the toolbar's Save submits it. */
  id: string;
  root: CatalogNode;
  target: CatalogFormTarget;
  disabled: boolean;
  onSubmit: (node: CatalogNodeSave) => unknown;
}

function defaults(target: CatalogFormTarget): NodeFormInput {
  if (target.kind === 'create') {
    return {
      title: '',
      sort: String(catalogDefaultSort),
      col: catalogDefaultCol,
      active: true,
      parentId: target.parent.id,
      itemGroup: '',
      itemSubGroup: '',
      picture: null,
      pictureDeleted: false,
    };
  }
  const { node } = target;
  return {
    title: node.title,
    sort: String(node.sort),
    col: node.col,
    active: node.active,
    parentId: node.parentId,
    itemGroup: node.itemGroup ?? '',
    itemSubGroup: node.itemSubGroup ?? '',
    picture: null,
    pictureDeleted: false,
  };
}

/** The first problem of a refused form, as a snackbar says it. */
function firstProblem(errors: FieldErrors<NodeFormInput>, t: TFunction): string | undefined {
  const fields = ['title', 'sort', 'col', 'itemGroup'] as const;
  const message = fields.map((field) => errors[field]?.message).find(Boolean);
  return message ? fieldErrorText(message, t) : undefined;
}

/** The fields of a node being created or edited (C§2.4, C§3, C§5). */
export function CatalogNodeForm({ id, root, target, disabled, onSubmit }: CatalogNodeFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const node = target.kind === 'edit' ? target.node : null;
  const level = node ? node.level : target.kind === 'create' ? target.parent.level + 1 : 1;
  /** Only a node of the last level names an item group and subgroup. */
  const lastLevel = level === catalogLimits.maxLevel;
  const schema = useMemo(() => nodeFormSchema(t, level), [t, level]);
  const { control, handleSubmit, setValue } = useSchemaForm<NodeFormInput, NodeFormOutput>(
    schema,
    defaults(target),
  );
  const [choosingParent, setChoosingParent] = useState(false);

  const parentId = useWatch({ control, name: 'parentId' });
  const itemGroup = useWatch({ control, name: 'itemGroup' });
  const pictureDeleted = useWatch({ control, name: 'pictureDeleted' });
  const parent = findNode(root, parentId);
  const groups = useGroupList([]);
  const subGroups = useSubGroupList([], lastLevel ? itemGroup : '');

  // Another group: the subgroup chosen under the last one no longer applies.
  const shownGroup = useRef(itemGroup);
  useEffect(() => {
    if (shownGroup.current === itemGroup) return;
    shownGroup.current = itemGroup;
    setValue('itemSubGroup', '');
  }, [itemGroup, setValue]);

  const submit = handleSubmit(
    (values) =>
      onSubmit({
        id: node?.id ?? 0,
        parentId: values.parentId,
        title: values.title,
        sort: values.sort,
        col: values.col,
        active: values.active,
        itemGroup: lastLevel ? values.itemGroup : '',
        itemSubGroup: lastLevel ? values.itemSubGroup : '',
        img: node?.img ?? null,
        picture: values.picture,
        deletePicture: values.pictureDeleted,
      }),
    (errors) => {
      const problem = firstProblem(errors, t);
      if (problem) notify(problem, { severity: 'error' });
    },
  );

  const nodeTitle = (shown: CatalogNode) => (shown.level === 0 ? t('catalogRoot') : shown.title);
  const heading =
    target.kind === 'create'
      ? t('catalogNewNode', { parent: nodeTitle(target.parent) })
      : t('catalogEditNode', { title: target.node.title });

  return (
    <Box
      component="form"
      id={id}
      noValidate
      aria-label={heading}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event);
      }}
    >
      <Typography component="h2" variant="h6" gutterBottom>
        {heading}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <FormTextField
          control={control}
          name="title"
          label={t('title')}
          required
          disabled={disabled}
          autoFocus
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label={t('catalogParentGroup')}
            value={parent ? nodeTitle(parent) : ''}
            variant="filled"
            slotProps={{ input: { readOnly: true } }}
            sx={{ flexGrow: 1 }}
          />
          {node && (
            <Button
              startIcon={<DriveFileMoveIcon />}
              onClick={() => setChoosingParent(true)}
              disabled={disabled}
            >
              {t('catalogChangeParent')}
            </Button>
          )}
        </Stack>
        <Stack direction="row" spacing={2}>
          <FormTextField
            control={control}
            name="sort"
            label={t('sort')}
            type="number"
            disabled={disabled}
            slotProps={{ htmlInput: { min: 0, max: catalogLimits.sortMax, step: 1 } }}
            sx={{ width: 160 }}
          />
          <FormSelect
            control={control}
            name="col"
            label={t('catalogCol')}
            choices={colChoices}
            disabled={disabled}
            sx={{ width: 120 }}
          />
        </Stack>
        <FormCheckbox control={control} name="active" label={t('active')} disabled={disabled} />
        {lastLevel && (
          <>
            <FormSelect
              control={control}
              name="itemGroup"
              label={t('catalogItemGroup')}
              required
              disabled={disabled}
              choices={codeChoices(groups.data, t('catalogItemGroupRequired'), {
                code: node?.itemGroup ?? null,
                name: node?.itemGroupName ?? null,
              })}
            />
            <FormSelect
              control={control}
              name="itemSubGroup"
              label={t('catalogItemSubGroup')}
              disabled={disabled || itemGroup === ''}
              choices={codeChoices(
                itemGroup === '' ? [] : subGroups.data,
                t('catalogAllSubGroups'),
                itemGroup === node?.itemGroup
                  ? { code: node.itemSubGroup, name: node.itemSubGroupName }
                  : { code: null, name: null },
              )}
            />
          </>
        )}
        <Controller
          control={control}
          name="picture"
          render={({ field: { value, onChange } }) => (
            <PictureField
              heading={t('catalogPicture')}
              size={catalogPictureSize}
              currentUrl={pictureDeleted ? null : (node?.imgUrl ?? null)}
              file={value}
              onFileChange={onChange}
              // C§4.4: the stored picture goes with Save; until then Cancel keeps it.
              onDelete={
                node?.img && !pictureDeleted
                  ? async () => setValue('pictureDeleted', true, { shouldDirty: true })
                  : undefined
              }
              disabled={disabled}
            />
          )}
        />
      </Stack>
      {choosingParent && node && (
        <ParentChooserDialog
          root={root}
          node={node}
          parentId={parentId}
          onChoose={(chosen) => {
            setValue('parentId', chosen.id, { shouldDirty: true });
            setChoosingParent(false);
          }}
          onClose={() => setChoosingParent(false)}
        />
      )}
    </Box>
  );
}
