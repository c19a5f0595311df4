import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type To } from 'react-router';

/** One step of a breadcrumb trail. */
export interface Crumb {
  /** Unique in the trail (a path, an id). */
  key: string;
  label: ReactNode;
  /** The whole name, shown on hover where the label is cut or an icon. */
  title?: string;
  /** A page of the app: the crumb is a link. */
  to?: To;
  /** Or an action (a folder opened in place): the crumb is a button. */
  onClick?: () => void;
}

interface PageBreadcrumbsProps {
  /** The trail from the top down; the last crumb is where the user is and is not a link. */
  crumbs: readonly Crumb[];
  /** Names the navigation landmark, e.g. 'Folder path'; 'Breadcrumb' by default. */
  label?: string;
  /** `aria-current` of the last crumb: 'page' for pages, 'location' for a place inside one. */
  current?: 'page' | 'location';
  /** Longer trails fold their middle into '…'. */
  maxItems?: number;
}

/**
 * A breadcrumb trail: the vehicles → mark → model pages (C§2.5), the folders
 * of the file manager. Every crumb above the last opens its page or place.
 */
export function PageBreadcrumbs({
  crumbs,
  label,
  current = 'page',
  maxItems = 6,
}: PageBreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={label ?? t('breadcrumb')} maxItems={maxItems}>
      {crumbs.map((crumb, index) => {
        const { key, title } = crumb;
        if (index === crumbs.length - 1) {
          return (
            <Typography key={key} title={title} color="text.primary" aria-current={current}>
              {crumb.label}
            </Typography>
          );
        }
        if (crumb.to !== undefined) {
          return (
            <Link
              key={key}
              title={title}
              component={RouterLink}
              to={crumb.to}
              underline="hover"
              color="inherit"
            >
              {crumb.label}
            </Link>
          );
        }
        if (crumb.onClick) {
          return (
            <Link
              key={key}
              title={title}
              component="button"
              type="button"
              underline="hover"
              color="inherit"
              onClick={crumb.onClick}
            >
              {crumb.label}
            </Link>
          );
        }
        return (
          <Typography key={key} title={title} color="text.secondary">
            {crumb.label}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
