import {
  isItemLanguage,
  itemLanguageCodes,
  itemLanguages,
  normaliseItemNo,
  type ItemLanguage,
  type ItemView,
} from '@bo/contract';
import LinkIcon from '@mui/icons-material/Link';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PortalFrame } from '../../../platform/shell/PortalFrame';
import { useDocumentTitle } from '../../../platform/shell/useDocumentTitle';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { TileGrid } from '../../../platform/ui/TileGrid';
import { fileDescriptionText } from '../files/fileTexts';
import { useItemView } from '../items.api';
import { languageName } from '../languageName';
import { LazyRichTextView } from '../../../platform/ui/richText/LazyRichText';

const langKey = 'lang';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The pictures, the first picture first; hidden ones never reach the page (the server leaves them out). */
function Pictures({ item }: { item: ItemView }) {
  const { t } = useTranslation();
  if (item.pictures.length === 0) {
    return <Typography color="text.secondary">{t('noPicture')}</Typography>;
  }
  return (
    <TileGrid minTileWidth={180} gap={1.5}>
      {item.pictures.map((picture, index) => (
        <li key={picture.url}>
          <Box
            component="img"
            src={picture.url}
            alt={t('itemPictureNumbered', { itemNo: item.itemNo, number: index + 1 })}
            loading={index === 0 ? 'eager' : 'lazy'}
            sx={{
              width: '100%',
              aspectRatio: '1',
              objectFit: 'contain',
              bgcolor: 'grey.100',
              borderRadius: 1,
            }}
          />
        </li>
      ))}
    </TileGrid>
  );
}

function FileLinks({ files, kind }: { files: ItemView['pdfs']; kind: 'pdf' | 'link' }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Typography color="text.secondary">{t('noItemFiles')}</Typography>;
  return (
    <List dense disablePadding>
      {files.map((file) => (
        <ListItem key={file.url} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            {kind === 'pdf' ? <PictureAsPdfIcon color="error" /> : <LinkIcon color="primary" />}
          </ListItemIcon>
          <ListItemText
            primary={
              <Link href={file.url} target="_blank" rel="noopener noreferrer">
                {file.originalName}
              </Link>
            }
            secondary={fileDescriptionText(file.fileDescript, t)}
          />
        </ListItem>
      ))}
    </List>
  );
}

function Translation({ item, lang }: { item: ItemView; lang: ItemLanguage }) {
  const { t } = useTranslation();
  const translation = item.translates[lang];
  if (!translation) {
    return (
      <Typography color="text.secondary">
        {t('noTranslationInto', { language: languageName(lang, t) })}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} lang={lang}>
      {translation.description && (
        <Typography variant="subtitle1">{translation.description}</Typography>
      )}
      {translation.searchDescription && (
        <Typography variant="body2" color="text.secondary">
          {translation.searchDescription}
        </Typography>
      )}
      {translation.shortText && (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{translation.shortText}</Typography>
      )}
      {translation.longText && (
        <LazyRichTextView html={translation.longText} label={t('longText')} />
      )}
    </Stack>
  );
}

function ItemDetails({ item, lang }: { item: ItemView; lang: ItemLanguage }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="h1" variant="h5">
          {item.itemNo}
        </Typography>
        <Typography variant="subtitle1">{item.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[item.brand, item.groupName, item.subGroupName].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Section
        id="item-translation"
        title={t('translationInto', { language: languageName(lang, t) })}
      >
        <Translation item={item} lang={lang} />
      </Section>
      <Section id="item-pictures" title={t('itemPictures')}>
        <Pictures item={item} />
      </Section>
      <Section id="item-criteria" title={t('itemCriteria')}>
        {item.criterias.length === 0 ? (
          <Typography color="text.secondary">{t('noCriteria')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="item-criteria">
            <TableBody>
              {item.criterias.map((criterion) => (
                <TableRow key={`${criterion.name}:${criterion.value}`}>
                  <TableCell component="th" scope="row" sx={{ width: '40%' }}>
                    {criterion.name}
                  </TableCell>
                  <TableCell>{criterion.value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section id="item-pdfs" title={t('itemPdfs')}>
        <FileLinks files={item.pdfs} kind="pdf" />
      </Section>
      <Section id="item-links" title={t('itemLinks')}>
        <FileLinks files={item.links} kind="link" />
      </Section>
    </Stack>
  );
}

/** /item/{ITEMNO}: the item for any signed-in user, in the chosen language, outside the admin shell. */
export function ItemPage() {
  const { t } = useTranslation();
  const itemNo = normaliseItemNo(useParams().itemNo ?? '');
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get(langKey) ?? '';
  const lang: ItemLanguage = isItemLanguage(chosen) ? chosen : itemLanguageCodes[0];
  const view = useItemView(itemNo);
  useDocumentTitle(itemNo);

  let body;
  if (view.isPending) body = <LinearProgress />;
  else if (view.isError) {
    body = <ErrorAlert error={view.error} onRetry={() => void view.refetch()} />;
  } else body = <ItemDetails item={view.data} lang={lang} />;

  return (
    <PortalFrame maxWidth="lg">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={lang}
          aria-label={t('language')}
          onChange={(_event, next: string | null) => {
            if (next && isItemLanguage(next)) {
              setSearchParams({ [langKey]: next }, { replace: true });
            }
          }}
        >
          {itemLanguages.map(({ lang: code, nameKey }) => (
            <ToggleButton key={code} value={code}>
              {t(nameKey)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {body}
    </PortalFrame>
  );
}
