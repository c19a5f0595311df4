import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from '../../../platform/ui/WidgetCard';

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
  return (
    <WidgetCard title={title} actions={children} manyActions>
      <Typography variant="body1" color="text.secondary">
        {total === undefined ? <Skeleton width="8em" /> : t('vehicleIeTotal', { total })}
      </Typography>
    </WidgetCard>
  );
}
