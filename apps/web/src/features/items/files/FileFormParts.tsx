import {
  itemFileMaxSort,
  itemFileSortInvalidKey,
  itemLinkMaxLength,
  itemLinkProblem,
  itemPdfAccept,
  itemPictureAccept,
  parseItemFileSort,
  type ItemFileKind,
} from '@bo/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerButton } from '../../../platform/ui/FilePickerButton';
import { pictureFileProblem } from '../../../platform/ui/pictureFile';
import { useNotify } from '../../../platform/ui/useNotify';
import { fileErrorTimeoutMs } from './filePanelTimeouts';
import { fileDescriptionChoices } from './fileTexts';
import { pdfFileProblem } from './pdfFile';

/**
 * Why the link as typed cannot be sent, in the user's words: none, longer than
 * the limit (named; the field never cuts it), or not an http(s) address.
 */
function linkProblemWords(link: string, t: TFunction): string | null {
  const problem = itemLinkProblem(link);
  if (problem === 'itemLinkTooLong') return t(problem, { max: itemLinkMaxLength });
  return problem && t(problem);
}

/**
 * The sort as typed, by the catalogue's rule (a whole number from 0 to
 * 1000000), or the words refusing it: -5 or 99999999 is refused, never cut to a
 * bound, and so is an empty field.
 */
function typedSort(sort: string, t: TFunction): { sort: number } | { problem: string } {
  const value = parseItemFileSort(sort);
  return value === undefined ? { problem: t(itemFileSortInvalidKey) } : { sort: value };
}

/**
 * Why a chosen file cannot be taken, checked on choosing in the Images and the
 * PDF panel alike: a picture or a PDF by its content, as the server checks it
 * again on Save.
 */
async function chosenFileProblem(
  kind: ItemFileKind | undefined,
  chosen: File,
  t: TFunction,
): Promise<string | null> {
  if (kind === 'image') return pictureFileProblem(chosen, t);
  if (kind === 'pdf') return pdfFileProblem(chosen, t);
  return null;
}

/** A field of the new or the edit file form that a check can refuse. */
export type FileFormField = 'file' | 'url' | 'description' | 'sort';

/**
 * The checks the new and the edit file form share. Each refusal is handed to
 * `onRefused` (to mark its field) and shown as an error notice.
 */
export function useFileFormChecks(
  kind: ItemFileKind | undefined,
  onRefused: (field: FileFormField, words: string) => void,
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const refuse = (field: FileFormField, words: string) => {
    onRefused(field, words);
    notify(words, { severity: 'error', timeoutMs: fileErrorTimeoutMs });
  };
  return {
    refuse,
    /** Hands a chosen file to `take` unless its content is refused. */
    choose: async (chosen: File, take: (file: File) => void) => {
      const problem = await chosenFileProblem(kind, chosen, t);
      if (problem) refuse('file', problem);
      else take(chosen);
    },
    /** The link as typed, trimmed, or null once refused (see `linkProblemWords`). */
    link: (typed: string): string | null => {
      const link = typed.trim();
      const problem = linkProblemWords(link, t);
      if (!problem) return link;
      refuse('url', problem);
      return null;
    },
    /** The sort as typed (see `typedSort`), or undefined once refused. */
    sort: (typed: string): number | undefined => {
      const checked = typedSort(typed, t);
      if ('sort' in checked) return checked.sort;
      refuse('sort', checked.problem);
      return undefined;
    },
  };
}

interface FileFormProps {
  /** The form's name and heading. */
  title: string;
  /** The whole name, shown on hover of the heading cut to one line. */
  fullTitle?: string;
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
  children: ReactNode;
}

/** The form of the new and edit modes of a file panel: the heading, the fields, Cancel and Save. */
export function FileForm({ title, fullTitle, onSubmit, onCancel, busy, children }: FileFormProps) {
  const { t } = useTranslation();
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit} aria-label={title}>
      <Typography
        component="h3"
        variant="subtitle1"
        noWrap={fullTitle !== undefined}
        title={fullTitle}
      >
        {title}
      </Typography>
      {children}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('save')}
        </Button>
      </Stack>
    </Stack>
  );
}

interface FileChooserProps {
  /** A picture takes pictures; anything else PDFs. */
  kind: ItemFileKind | undefined;
  /** The button's words: Choose file, Replace file. */
  label: string;
  chosen: File | null;
  /** The file is missing or was refused. */
  error?: boolean;
  disabled: boolean;
  onChoose: (file: File) => void;
}

/** The file picker of a picture or a PDF, and the name of the chosen file beside it. */
export function FileChooser({
  kind,
  label,
  chosen,
  error = false,
  disabled,
  onChoose,
}: FileChooserProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <FilePickerButton
        inputLabel={label}
        describedBy={nameId}
        accept={kind === 'image' ? itemPictureAccept : itemPdfAccept}
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onChoose={([file]) => onChoose(file)}
        disabled={disabled}
      >
        {label}
      </FilePickerButton>
      <Typography id={nameId} variant="body2" color={error ? 'error' : 'text.secondary'} noWrap>
        {chosen ? chosen.name : t('noFileChosen')}
      </Typography>
    </Stack>
  );
}

type FieldProps = Omit<TextFieldProps, 'label' | 'select' | 'children' | 'type' | 'slotProps'>;

/** The address of a link: not cut at the limit, which the form checks and names instead. */
export function LinkUrlField(props: FieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('linkUrl')} required {...props} />;
}

/** The FileDescript select, its value the description's id as a string. */
export function FileDescriptionSelect(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField select label={t('fileDescription')} {...props}>
      {fileDescriptionChoices(t).map((choice) => (
        <MenuItem key={choice.value} value={String(choice.value)}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The sort of a file, as typed; see `typedSort`. */
export function SortField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('sort')}
      type="number"
      slotProps={{ htmlInput: { min: 0, max: itemFileMaxSort, step: 1 } }}
      {...props}
    />
  );
}
