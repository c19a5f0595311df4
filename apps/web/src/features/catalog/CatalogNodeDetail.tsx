import { catalogPictureSize, catalogRootId, type CatalogNode } from '@bo/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A code and its name as one value ('FILT — Filters'); the code alone when it has no name. */
const codeAndName = (code: string, name: string | null): string =>
  name ? `${code} — ${name}` : code;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * The read-only view of the selected node (C§2.4): title, picture, sort,
 * col, active, and on level 3 the item group and subgroup with their names
 * and the count of items under it.
 */
export function CatalogNodeDetail({ node }: { node: CatalogNode }) {
  const { t } = useTranslation();
  if (node.id === catalogRootId) {
    return (
      <section aria-label={t('catalogRoot')}>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('catalogRoot')}
        </Typography>
        <Typography color="text.secondary">{t('catalogRootDetail')}</Typography>
      </section>
    );
  }
  return (
    <section aria-label={node.title}>
      <Typography component="h2" variant="h6" gutterBottom>
        {node.title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}
      >
        <Field label={t('title')}>{node.title}</Field>
        <Field label={t('catalogLevel')}>{node.level}</Field>
        <Field label={t('sort')}>{node.sort}</Field>
        <Field label={t('catalogCol')}>{node.col}</Field>
        <Field label={t('active')}>{node.active ? t('yes') : t('no')}</Field>
        {node.level === 3 && (
          <>
            <Field label={t('catalogItemGroup')}>
              {node.itemGroup ? codeAndName(node.itemGroup, node.itemGroupName) : ''}
            </Field>
            <Field label={t('catalogItemSubGroup')}>
              {node.itemSubGroup
                ? codeAndName(node.itemSubGroup, node.itemSubGroupName)
                : t('catalogAllSubGroups')}
            </Field>
            <Field label={t('catalogItemCount')}>{node.itemCount ?? 0}</Field>
          </>
        )}
        <Field label={t('catalogPicture')}>
          {node.imgUrl ? (
            <Box
              component="img"
              src={node.imgUrl}
              alt={t('catalogPicture')}
              sx={{
                display: 'block',
                width: '100%',
                maxWidth: catalogPictureSize.width,
                aspectRatio: `${catalogPictureSize.width} / ${catalogPictureSize.height}`,
                objectFit: 'contain',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
          ) : (
            t('noPicture')
          )}
        </Field>
      </Box>
    </section>
  );
}
