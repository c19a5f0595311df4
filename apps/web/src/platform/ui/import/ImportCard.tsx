import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportAction, type ImportActionProps } from './ImportAction';

interface ImportCardProps<Answer> extends Pick<
  ImportActionProps<Answer>,
  'dialog' | 'importFile' | 'failedLines' | 'results'
> {
  title: ReactNode;
  hint: string;
  /** The Import button's accessible name, when several import cards share a page. */
  buttonName?: string;
}

/** A home widget importing an .xlsx file (C§2.10, C§8): its title, hint and Import action. */
export function ImportCard<Answer>({
  title,
  hint,
  buttonName,
  ...action
}: ImportCardProps<Answer>) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </CardContent>
      <CardActions>
        <ImportAction
          {...action}
          button={(open) => (
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              aria-label={buttonName}
              {...open}
            >
              {t('import')}
            </Button>
          )}
        />
      </CardActions>
    </Card>
  );
}
