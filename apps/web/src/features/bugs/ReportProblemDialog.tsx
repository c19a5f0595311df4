import { bugLimits, pageSizes } from '@bo/contract';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { FilePickerButton } from '../../platform/ui/FilePickerButton';
import { acceptedPictureTypes } from '../../platform/ui/PictureField';
import { pictureFileProblem } from '../../platform/ui/pictureFile';
import { useErrorNotifier, useNotify } from '../../platform/ui/useNotify';
import { useObjectUrl } from '../../platform/ui/useObjectUrl';
import { BugDialog } from './BugDialog';
import { bugColumns } from './bugColumns';
import { bugKeys, loadMyBugs, useReportBug } from './bugs.api';
import { capturePage } from './capturePage';

// The form holds the dialog's content and buttons: it keeps the paper's column, so the content scrolls.
const formSx = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

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
  const notifyError = useErrorNotifier();
  const report = useReportBug();
  const [view, setView] = useState<'report' | 'mine'>('report');
  const [openId, setOpenId] = useState<number | null>(null);
  // The page the dialog was opened on, as the address bar shows it (without the fragment).
  const [page] = useState(() => `${location.pathname}${location.search}`);
  const userAgent = navigator.userAgent;
  const [description, setDescription] = useState('');
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [screenshotProblem, setScreenshotProblem] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  const latestChoice = useRef<File | null>(null);
  const previewUrl = useObjectUrl(screenshot);
  const problemId = useId();
  const columns = useMemo(() => bugColumns(setOpenId, t, true), [t]);
  const busy = report.isPending || capturing;

  const handleChoose = async (chosen: File) => {
    latestChoice.current = chosen;
    const problem = await pictureFileProblem(chosen, t).catch(() =>
      t('pictureNotAccepted', { name: chosen.name }),
    );
    if (latestChoice.current !== chosen) return;
    setScreenshotProblem(problem);
    if (!problem) setScreenshot(chosen);
  };

  const handleCapture = async () => {
    setCapturing(true);
    setScreenshotProblem(null);
    try {
      const captured = await capturePage();
      latestChoice.current = captured;
      setScreenshot(captured);
    } catch (error) {
      console.error('Capturing the page failed', error);
      setScreenshotProblem(t('bugCaptureFailed'));
    } finally {
      setCapturing(false);
    }
  };

  const handleSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (description.trim() === '') {
      setDescriptionError(t('requiredField'));
      return;
    }
    report.mutate(
      { page, userAgent, description, screenshot },
      {
        onSuccess: (created) => {
          notify(t('bugReported', { id: created.id }), { severity: 'success' });
          onClose();
        },
        onError: notifyError,
      },
    );
  };

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
                pageSizes={pageSizes.standard}
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
          <Box component="form" noValidate onSubmit={handleSubmit} sx={formSx}>
            <DialogContent sx={{ pt: 0 }}>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <TextField
                  label={t('bugPage')}
                  value={page}
                  variant="filled"
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
                <TextField
                  label={t('bugBrowser')}
                  value={userAgent}
                  variant="filled"
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
                <TextField
                  label={t('description')}
                  value={description}
                  onChange={(event) => {
                    setDescription(event.target.value);
                    setDescriptionError(null);
                  }}
                  required
                  multiline
                  minRows={4}
                  autoFocus
                  disabled={report.isPending}
                  error={descriptionError !== null}
                  helperText={descriptionError ?? t('bugDescriptionHint')}
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
                      onChoose={([chosen]) => void handleChoose(chosen)}
                    >
                      {t('bugChooseScreenshot')}
                    </FilePickerButton>
                    {screenshot && (
                      <Button
                        color="error"
                        startIcon={<DeleteIcon />}
                        onClick={() => {
                          latestChoice.current = null;
                          setScreenshot(null);
                        }}
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
          </Box>
        )}
      </Dialog>
      {openId !== null && (
        <BugDialog id={openId} canTriage={false} onClose={() => setOpenId(null)} />
      )}
    </>
  );
}
