import type { ItemListRow } from '@bo/contract';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { linkColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { itemPaths } from './itemPaths';

/** The language codes of a row: highlighted where a translation exists (C§2.1). */
function LanguageCodes({ row, t }: { row: ItemListRow; t: TFunction }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {row.languages.map(({ lang, translated }) => (
        <Box
          key={lang}
          component="span"
          title={t(translated ? 'translatedIn' : 'notTranslatedIn', { lang })}
          aria-label={t(translated ? 'translatedIn' : 'notTranslatedIn', { lang })}
          data-translated={translated}
          sx={{
            px: 0.75,
            borderRadius: 1,
            fontSize: '0.75rem',
            lineHeight: '20px',
            fontWeight: translated ? 600 : 400,
            color: translated ? 'primary.contrastText' : 'text.disabled',
            bgcolor: translated ? 'primary.main' : 'transparent',
            border: 1,
            borderColor: translated ? 'primary.main' : 'divider',
          }}
        >
          {lang}
        </Box>
      ))}
    </Box>
  );
}

const count = (field: 'pictures' | 'pdfs' | 'links' | 'criteria', header: string) =>
  ({ field, header, width: 90, align: 'right' }) as const;

/** The columns of the analytics item list (C§2.1). */
export const itemColumns = (t: TFunction): DataTableColumn<ItemListRow>[] => [
  linkColumn('itemNo', t('itemNo'), (row) => itemPaths.card(row.itemNo), {
    sortable: true,
    orderBy: 'ItemNo',
    width: 170,
  }),
  {
    field: 'description',
    header: t('description'),
    sortable: true,
    orderBy: 'Description',
    width: 360,
    ellipsis: true,
  },
  { field: 'searchDescription', header: t('searchDescription'), width: 260, ellipsis: true },
  {
    field: 'languages',
    header: t('languages'),
    width: 130,
    render: (row) => <LanguageCodes row={row} t={t} />,
    text: (row) =>
      row.languages
        .filter((language) => language.translated)
        .map((language) => language.lang)
        .join(', '),
  },
  // C§2.1: "counts of files (pictures, links, PDF)", in that order.
  count('pictures', t('itemPictures')),
  count('links', t('itemLinks')),
  count('pdfs', t('itemPdfs')),
  count('criteria', t('itemCriteria')),
];
