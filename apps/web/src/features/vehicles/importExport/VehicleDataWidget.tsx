import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface VehicleDataWidgetProps {
  title: string;
  /** The count of TotalsInfo; undefined while it loads. */
  total: number | undefined;
  /** The widget's buttons: Import, Export and the like. */
  children: ReactNode;
}

/** A widget of the import-export screen (C§2.6): what it holds, its total and its buttons. */
export function VehicleDataWidget({ title, total, children }: VehicleDataWidgetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {total === undefined ? <Skeleton width="8em" /> : t('vehicleIeTotal', { total })}
        </Typography>
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {children}
      </CardActions>
    </Card>
  );
}
