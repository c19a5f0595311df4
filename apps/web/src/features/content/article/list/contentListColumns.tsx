import { contentLimits, contentScreens, contentTypes, type ContentListRow } from '@bo/contract';
import CheckIcon from '@mui/icons-material/Check';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { dateColumn } from '../../../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../../../platform/ui/data-table/types';

/** The name of a content type; an unknown type shows its number. */
function contentTypeName(contentType: number, t: TFunction): string {
  const type = contentTypes.find((candidate) => candidate.id === contentType);
  return type ? t(type.nameKey) : String(contentType);
}

/** B§9: the list shows the description's first 80 characters (whole characters, never half an emoji). */
function cutDescription(description: string): string {
  const characters = Array.from(description);
  return characters.length > contentLimits.listDescriptionCut
    ? characters.slice(0, contentLimits.listDescriptionCut).join('')
    : description;
}

const flag = (on: boolean, label: string) =>
  on ? <CheckIcon fontSize="small" color="success" titleAccess={label} /> : null;

const editorLink = (row: ContentListRow, text: string | number) => (
  <Link component={RouterLink} to={contentScreens.editor(row.contentId)}>
    {text}
  </Link>
);

/**
 * The columns of B§2 after the table's expander: content type, active, is
 * gift, contentId (a link), parentContentId, title (a link), the description
 * cut to 80, dateFrom and dateTo in en-GB. The sortable ones are `contentOrderBy`.
 */
export const contentListColumns = (t: TFunction): DataTableColumn<ContentListRow>[] => [
  {
    field: 'contentType',
    header: t('contentColType'),
    sortable: true,
    render: (row) => contentTypeName(row.contentType, t),
  },
  {
    field: 'active',
    header: t('active'),
    sortable: true,
    width: 70,
    align: 'center',
    render: (row) => flag(row.active, t('active')),
  },
  {
    field: 'isGift',
    header: t('contentColIsGift'),
    width: 70,
    align: 'center',
    render: (row) => flag(row.isGift, t('contentColIsGift')),
  },
  {
    field: 'contentId',
    header: t('contentColId'),
    sortable: true,
    width: 80,
    align: 'right',
    render: (row) => editorLink(row, row.contentId),
  },
  {
    field: 'parentContentId',
    header: t('contentColParentId'),
    width: 80,
    align: 'right',
    // 0 is "no parent": a top-level row shows nothing.
    render: (row) => (row.parentContentId > 0 ? row.parentContentId : ''),
  },
  {
    field: 'title',
    header: t('title'),
    sortable: true,
    width: 200,
    ellipsis: true,
    render: (row) => editorLink(row, row.title),
  },
  {
    field: 'description',
    header: t('description'),
    // Narrow enough for the dates after it to fit a 1366 px screen (issue 32): the whole
    // description shows on hover.
    width: 200,
    ellipsis: true,
    render: (row) => cutDescription(row.description),
  },
  dateColumn('dateFrom', t('contentColDateFrom'), { width: 100 }),
  dateColumn('dateTo', t('contentColDateTo'), { width: 100 }),
];
