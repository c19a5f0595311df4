import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert';

interface WidgetCardProps {
  title: string;
  /** The widget's query: its failure is shown with a Retry. */
  query?: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
  children: ReactNode;
  /** The card's buttons: the way to the whole list. */
  actions: ReactNode;
  /** Several buttons, wrapping onto more rows. */
  manyActions?: boolean;
}

/** A card of a home (admin, import-export): a section named by its title, what it shows, its buttons. */
export function WidgetCard({ title, query, children, actions, manyActions }: WidgetCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {query?.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {children}
      </CardContent>
      {manyActions ? (
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          {actions}
        </CardActions>
      ) : (
        <CardActions>{actions}</CardActions>
      )}
    </Card>
  );
}
