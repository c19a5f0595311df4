import { bugLimits, bugReportFormSchema } from '@bo/contract';
import CameraAltOutlinedIcon from '@mui/icons-material/CameraAltOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { FilePickerButton } from '../../platform/ui/FilePickerButton';
import { requiredTextUpTo } from '../../platform/ui/form/formField';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { usePictureCheck } from '../../platform/ui/form/usePictureCheck';
import { useSchemaForm } from '../../platform/ui/form/useSchemaForm';
import { acceptedPictureTypes } from '../../platform/ui/PictureField';
import { useNotify } from '../../platform/ui/useNotify';
import { useObjectUrl } from '../../platform/ui/useObjectUrl';
import { BugDialog } from './BugDialog';
import { BugDialogForm } from './BugDialogForm';
import { bugColumns } from './bugColumns';
import { bugKeys, loadMyBugs, useReportBug } from './bugs.api';
import { capturePage } from './capturePage';

/** The contract's `ReportBug` fields, the description required in the user's words, and the picture. */
const reportSchema = (t: TFunction) =>
  bugReportFormSchema.extend({
    description: requiredTextUpTo(t, bugLimits.description),
    screenshot: z.instanceof(File).nullable(),
  });
type ReportInput = z.input<ReturnType<typeof reportSchema>>;
type ReportOutput = z.output<ReturnType<typeof reportSchema>>;

interface ReportProblemDialogProps {
  onClose: () => void;
}

/**
 * The top bar's 'Report a problem': the page and the browser filled in, a
 * description and an optional screenshot (a picture, or a capture of the page);
 * 'My reports' lists the caller's reports and their status, read-only.
 */
export function ReportProblemDialog({ onClose }: ReportProblemDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const location = useLocation();
  const notify = useNotify();
  const report = useReportBug();
  const [view, setView] = useState<'report' | 'mine'>('report');
  const [openId, setOpenId] = useState<number | null>(null);
  const { control, handleSubmit, setValue } = useSchemaForm<ReportInput, ReportOutput>(
    reportSchema,
    {
      // The page the dialog was opened on, as the address bar shows it (without the fragment).
      page: `${location.pathname}${location.search}`,
      userAgent: navigator.userAgent,
      description: '',
      screenshot: null,
    },
  );
  const screenshot = useWatch({ control, name: 'screenshot' }) ?? null;
  const [screenshotProblem, setScreenshotProblem] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  // The last picture chosen, captured or removed: a slower check of an earlier choice is dropped.
  const pictureCheck = usePictureCheck();
  const previewUrl = useObjectUrl(screenshot);
  const problemId = useId();
  const columns = useMemo(() => bugColumns(setOpenId, t, true), [t]);
  const busy = report.isPending || capturing;

  const showScreenshot = (file: File | null) => {
    pictureCheck.settle(file);
    setValue('screenshot', file);
  };

  const handleCapture = async () => {
    setCapturing(true);
    setScreenshotProblem(null);
    try {
      showScreenshot(await capturePage());
    } catch (error) {
      console.error('Capturing the page failed', error);
      setScreenshotProblem(t('bugCaptureFailed'));
    } finally {
      setCapturing(false);
    }
  };

  const onSubmit = handleSubmit((draft) =>
    report.mutate(draft, {
      onSuccess: (created) => {
        notify(t('bugReported', { id: created.id }), { severity: 'success' });
        onClose();
      },
    }),
  );

  return (
    <>
      <Dialog
        open
        onClose={busy ? undefined : onClose}
        fullWidth
        maxWidth={view === 'mine' ? 'lg' : 'sm'}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>
          {view === 'mine' ? t('myBugReports') : t('reportProblem')}
        </DialogTitle>
        {view === 'mine' ? (
          <>
            <DialogContent>
              <DataTable
                queryKey={bugKeys.mine}
                load={loadMyBugs}
                columns={columns}
                rowId={(row) => row.id}
                searchable={false}
                stateInAddress={false}
                defaultOrderBy="id"
                defaultDesc
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setView('report')} sx={{ mr: 'auto' }}>
                {t('bugNewReport')}
              </Button>
              <Button onClick={onClose}>{t('close')}</Button>
            </DialogActions>
          </>
        ) : (
          <BugDialogForm onSubmit={onSubmit}>
            <DialogContent sx={{ pt: 0 }}>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField control={control} name="page" label={t('bugPage')} readOnly />
                <FormTextField
                  control={control}
                  name="userAgent"
                  label={t('bugBrowser')}
                  readOnly
                />
                <FormTextField
                  control={control}
                  name="description"
                  label={t('description')}
                  required
                  multiline
                  minRows={4}
                  autoFocus
                  disabled={report.isPending}
                  helperText={t('bugDescriptionHint')}
                  slotProps={{ htmlInput: { maxLength: bugLimits.description } }}
                />
                <Box component="section" role="group" aria-labelledby={`${titleId}-screenshot`}>
                  <Typography
                    id={`${titleId}-screenshot`}
                    component="h3"
                    variant="subtitle2"
                    gutterBottom
                  >
                    {t('bugScreenshot')}
                  </Typography>
                  {previewUrl && (
                    <Box
                      component="img"
                      src={previewUrl}
                      alt={t('bugScreenshot')}
                      sx={{
                        display: 'block',
                        maxWidth: '100%',
                        maxHeight: 220,
                        border: 1,
                        borderColor: 'divider',
                        mb: 1,
                      }}
                    />
                  )}
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                    <Button
                      variant="outlined"
                      startIcon={<CameraAltOutlinedIcon />}
                      onClick={() => void handleCapture()}
                      disabled={busy}
                    >
                      {capturing ? t('bugCapturing') : t('bugCapturePage')}
                    </Button>
                    <FilePickerButton
                      variant="outlined"
                      startIcon={<UploadIcon />}
                      inputLabel={t('bugChooseScreenshot')}
                      accept={acceptedPictureTypes}
                      describedBy={screenshotProblem ? problemId : undefined}
                      disabled={busy}
                      onChoose={([chosen]) =>
                        void pictureCheck.choose(chosen, setScreenshotProblem, showScreenshot)
                      }
                    >
                      {t('bugChooseScreenshot')}
                    </FilePickerButton>
                    {screenshot && (
                      <Button
                        color="error"
                        startIcon={<DeleteIcon />}
                        onClick={() => showScreenshot(null)}
                        disabled={busy}
                      >
                        {t('bugRemoveScreenshot')}
                      </Button>
                    )}
                  </Stack>
                  {screenshotProblem && (
                    <FormHelperText id={problemId} error role="alert">
                      {screenshotProblem}
                    </FormHelperText>
                  )}
                </Box>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setView('mine')} disabled={busy} sx={{ mr: 'auto' }}>
                {t('myBugReports')}
              </Button>
              <Button onClick={onClose} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {t('send')}
              </Button>
            </DialogActions>
          </BugDialogForm>
        )}
      </Dialog>
      {openId !== null && (
        <BugDialog id={openId} canTriage={false} onClose={() => setOpenId(null)} />
      )}
    </>
  );
}
