import {
  itemFileDefaultSort,
  itemFileTypeOfKind,
  type ItemFile,
  type ItemFileKind,
} from '@bo/contract';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../platform/ui/useNotify';
import { useObjectUrl } from '../../../platform/ui/useObjectUrl';
import { useUploadItemFile } from '../items.api';
import {
  FileChooser,
  FileDescriptionSelect,
  FileForm,
  LinkUrlField,
  SortField,
  useFileFormChecks,
  type FileFormField,
} from './FileFormParts';

interface NewFileFormProps {
  itemNo: string;
  kind: ItemFileKind;
  onCancel: () => void;
  onSaved: (file: ItemFile) => void;
}

/**
 * What the upload is missing after a link's address (checked first, a link over
 * the limit refused as the server refuses it, never cut), in the order C§5
 * checks it; null when it can be sent.
 */
function newFileProblem(
  kind: ItemFileKind,
  values: { file: File | null; description: number | '' },
  t: TFunction,
): { field: FileFormField; words: string } | null {
  if (kind !== 'link' && !values.file) return { field: 'file', words: t('itemFileChooseFile') };
  if (values.description === '')
    return { field: 'description', words: t('itemFileSelectDescription') };
  return null;
}

/** The new mode of a file panel (C§4.1): a file (or a link's address), its description and sort. */
export function NewFileForm({ itemNo, kind, onCancel, onSaved }: NewFileFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const upload = useUploadItemFile();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState<number | ''>('');
  const [sort, setSort] = useState(String(itemFileDefaultSort));
  const [invalid, setInvalid] = useState<{ field: FileFormField; words: string } | null>(null);
  const previewUrl = useObjectUrl(kind === 'image' ? file : null);

  const checks = useFileFormChecks(kind, (field, words) => setInvalid({ field, words }));

  const handleChoose = (chosen: File) =>
    checks.choose(chosen, (accepted) => {
      setFile(accepted);
      if (invalid?.field === 'file') setInvalid(null);
    });

  const handleSubmit = () => {
    const link = kind === 'link' ? checks.link(url) : undefined;
    if (link === null) return;
    const problem = newFileProblem(kind, { file, description }, t);
    if (problem) {
      checks.refuse(problem.field, problem.words);
      return;
    }
    // The sort by the catalogue's rule: refused, never cut to a bound.
    const typedSort = checks.sort(sort);
    if (typedSort === undefined || description === '') return;
    const common = {
      itemNo,
      fileType: itemFileTypeOfKind[kind],
      fileDescription: description,
      sort: typedSort,
    };
    const request = link !== undefined ? { ...common, url: link } : file && { ...common, file };
    if (!request) return;
    upload.mutate(request, {
      onSuccess: (saved) => {
        notify(t(kind === 'link' ? 'linkUploaded' : 'fileUploaded'), { severity: 'success' });
        onSaved(saved);
      },
    });
  };

  const busy = upload.isPending;
  return (
    <FileForm
      title={t(kind === 'link' ? 'newLink' : 'newFile')}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      busy={busy}
    >
      {kind === 'link' ? (
        <LinkUrlField
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            if (invalid?.field === 'url') setInvalid(null);
          }}
          error={invalid?.field === 'url'}
          helperText={invalid?.field === 'url' ? invalid.words : undefined}
          placeholder="https://"
        />
      ) : (
        <Box>
          <FileChooser
            kind={kind}
            label={t('chooseFile')}
            chosen={file}
            error={invalid?.field === 'file'}
            disabled={busy}
            onChoose={(chosen) => void handleChoose(chosen)}
          />
          {previewUrl && (
            <Box
              component="img"
              src={previewUrl}
              alt={t('preview')}
              sx={{ mt: 1, maxWidth: 240, maxHeight: 180, objectFit: 'contain' }}
            />
          )}
        </Box>
      )}
      <FileDescriptionSelect
        required
        value={description === '' ? '' : String(description)}
        onChange={(event) => {
          setDescription(event.target.value === '' ? '' : Number(event.target.value));
          if (invalid?.field === 'description') setInvalid(null);
        }}
        error={invalid?.field === 'description'}
      />
      <SortField
        value={sort}
        onChange={(event) => {
          setSort(event.target.value);
          if (invalid?.field === 'sort') setInvalid(null);
        }}
        error={invalid?.field === 'sort'}
        helperText={invalid?.field === 'sort' ? invalid.words : undefined}
      />
    </FileForm>
  );
}
