import {
  itemLanguages,
  normaliseItemNo,
  type ItemCard,
  type TranslationFields,
} from '@bo/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useDocumentTitle } from '../../platform/shell/useDocumentTitle';
import { ColumnGrid } from '../../platform/ui/ColumnGrid';
import { RouteTabs, type RouteTab } from '../../platform/ui/RouteTabs';
import { describeLoadError, useLeaveOnLoadError } from '../../platform/ui/useLeaveOnLoadError';
import { useErrorText } from '../../platform/ui/useNotify';
import { FilePanel } from './files/FilePanel';
import { panelFiles } from './files/fileRules';
import { fileTabs, itemPaths } from './itemPaths';
import { useItemCard } from './items.api';
import { ItemScreenHead } from './ItemScreenHead';
import { TabLabel } from './TabLabel';
import { TranslationPanel } from './TranslationPanel';

/** How many of a translation's four fields are filled: the count on its tab. */
const filledFields = (translation: TranslationFields | null): number =>
  translation ? Object.values(translation).filter((value) => value.trim() !== '').length : 0;

function ItemCardTabs({ item }: { item: ItemCard }) {
  const { t } = useTranslation();
  const tabs: RouteTab[] = [
    ...itemLanguages.map(({ lang, nameKey }) => ({
      path: lang,
      label: <TabLabel name={t(nameKey)} count={filledFields(item.translates[lang])} />,
      element: <TranslationPanel key={lang} item={item} lang={lang} />,
    })),
    ...fileTabs.map(({ path, kind, labelKey }) => ({
      path,
      label: <TabLabel name={t(labelKey)} count={panelFiles(item.files, kind).length} />,
      element: <FilePanel key={path} item={item} kind={kind} label={t(labelKey)} />,
    })),
  ];
  return <RouteTabs tabs={tabs} label={t('itemCardOf', { itemNo: item.itemNo })} />;
}

/** The head of the card: the item's number, description and first picture, and View (C§2.2). */
function ItemCardHead({ item }: { item: ItemCard }) {
  const { t } = useTranslation();
  return (
    <ColumnGrid columns={{ xs: '1fr', sm: '160px minmax(0, 1fr)' }}>
      <Box
        sx={{
          width: 160,
          height: 160,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {item.firstPic ? (
          <Box
            component="img"
            src={item.firstPic}
            alt={t('firstPicture')}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noPicture')}
          </Typography>
        )}
      </Box>
      <Stack spacing={0.5}>
        <Typography variant="subtitle1">{item.description}</Typography>
        {item.searchDescription && (
          <Typography variant="body2" color="text.secondary">
            {item.searchDescription}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {[item.brand, item.groupName, item.subGroupName].filter(Boolean).join(' · ')}
        </Typography>
      </Stack>
    </ColumnGrid>
  );
}

/** /admin/analytics/itemcard/{itemNo}: the item card with its translation and file tabs (C§2.2). */
export function ItemCardPage() {
  const { t } = useTranslation();
  const itemNo = normaliseItemNo(useParams().itemNo ?? '');
  const query = useItemCard(itemNo);
  const errorText = useErrorText();
  const describe = useMemo(
    () => describeLoadError(t('itemNotFound', { itemNo }), errorText),
    [t, itemNo, errorText],
  );
  useLeaveOnLoadError(query.error, itemPaths.list, describe);
  useDocumentTitle(itemNo);

  const item = query.data;
  if (!item) return <LinearProgress />;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ItemScreenHead
          crumbs={[{ key: item.itemNo, label: item.itemNo }]}
          title={t('itemCardOf', { itemNo: item.itemNo })}
          rowGap={1}
          actions={
            <Stack direction="row" spacing={1}>
              <Button
                component={RouterLink}
                to={itemPaths.translate(item.itemNo)}
                startIcon={<TranslateIcon />}
              >
                {t('translate')}
              </Button>
              {/* The item page for every user, upper-cased, in a new tab (C§2.2). */}
              <Button
                component="a"
                href={itemPaths.view(item.itemNo)}
                target="_blank"
                rel="noopener"
                variant="contained"
                startIcon={<OpenInNewIcon />}
              >
                {t('view')}
              </Button>
            </Stack>
          }
        />
        <ItemCardHead item={item} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, pt: 1 }}>
        <ItemCardTabs item={item} />
      </Paper>
    </Stack>
  );
}
