import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (and the page capture it may load) comes only when first opened.
const ReportProblemDialog = lazy(async () => ({
  default: (await import('./ReportProblemDialog')).ReportProblemDialog,
}));

/** 'Report a problem' in the top bar of every signed-in screen (A§2, DESIGN §9 Bugs). */
export function ReportProblemAction() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('reportProblem')}>
        <IconButton
          color="inherit"
          aria-label={t('reportProblem')}
          onClick={() => setOpen(true)}
          sx={{ mr: 1 }}
        >
          <BugReportOutlinedIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ReportProblemDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
