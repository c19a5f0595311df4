import { itemFileKind, type ItemFile } from '@bo/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../platform/ui/useNotify';
import { useUpdateItemFile } from '../items.api';
import {
  FileChooser,
  FileDescriptionSelect,
  FileForm,
  LinkUrlField,
  SortField,
  useFileFormChecks,
} from './FileFormParts';
import { canBeFirstPicture, canChangeFileContent, canHide } from './fileRules';

interface EditFileFormProps {
  file: ItemFile;
  onCancel: () => void;
  onSaved: (file: ItemFile) => void;
}

/**
 * The edit mode of a file panel (C§4.1): the description and the file of a
 * manual file; the sort, hidden and first-picture flags of any file. A first
 * picture cannot be hidden and a hidden file cannot be made the first picture:
 * the one flag is disabled while the other is set.
 */
export function EditFileForm({ file, onCancel, onSaved }: EditFileFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateItemFile();
  const kind = itemFileKind(file.fileType);
  const changeable = canChangeFileContent(file);
  const [description, setDescription] = useState(file.fileDescript);
  const [sort, setSort] = useState(String(file.sort));
  const [hidden, setHidden] = useState(file.hidden === 1);
  const [mainPic, setMainPic] = useState(file.mainPic);
  const [replacement, setReplacement] = useState<File | null>(null);
  const [url, setUrl] = useState(file.url);
  /** The words refusing the link or the sort as typed, shown under the field. */
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  const [sortProblem, setSortProblem] = useState<string | null>(null);
  const flags = { hidden, mainPic };

  const checks = useFileFormChecks(kind, (field, words) => {
    if (field === 'url') setUrlProblem(words);
    if (field === 'sort') setSortProblem(words);
  });

  const handleSubmit = () => {
    const link = kind === 'link' ? checks.link(url) : undefined;
    if (link === null) return;
    // The sort by the catalogue's rule: refused, never cut to a bound.
    const typedSort = checks.sort(sort);
    if (typedSort === undefined) return;
    update.mutate(
      {
        file,
        change: {
          fileDescription: description,
          hidden,
          mainPic,
          sort: typedSort,
          file: replacement,
          url: link,
        },
      },
      {
        onSuccess: (saved) => {
          notify(t('fileUpdated'), { severity: 'success' });
          onSaved(saved);
        },
      },
    );
  };

  const busy = update.isPending;
  return (
    <FileForm
      title={t('editFileNamed', { name: file.originalName })}
      fullTitle={file.originalName}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      busy={busy}
    >
      {!changeable && <FormHelperText>{t('itemFileNotManualChange')}</FormHelperText>}
      <FileDescriptionSelect
        value={String(description)}
        onChange={(event) => setDescription(Number(event.target.value))}
        disabled={!changeable || busy}
      />
      {kind === 'link' && (
        <LinkUrlField
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setUrlProblem(null);
          }}
          error={urlProblem !== null}
          helperText={urlProblem ?? undefined}
          disabled={!changeable || busy}
        />
      )}
      {kind !== 'link' && changeable && (
        <FileChooser
          kind={kind}
          label={t('replaceFile')}
          chosen={replacement}
          disabled={busy}
          onChoose={(chosen) => void checks.choose(chosen, setReplacement)}
        />
      )}
      <SortField
        value={sort}
        onChange={(event) => {
          setSort(event.target.value);
          setSortProblem(null);
        }}
        error={sortProblem !== null}
        helperText={sortProblem ?? undefined}
        disabled={busy}
      />
      <Stack>
        <FormControlLabel
          label={t('hiddenFile')}
          control={
            <Checkbox
              checked={hidden}
              disabled={!canHide(flags) || busy}
              onChange={(event) => setHidden(event.target.checked)}
            />
          }
        />
        {!canHide(flags) && <FormHelperText>{t('itemFileMainPicHidden')}</FormHelperText>}
        {kind === 'image' && (
          <>
            <FormControlLabel
              label={t('firstPicture')}
              control={
                <Checkbox
                  checked={mainPic}
                  disabled={!canBeFirstPicture(file, flags) || busy}
                  onChange={(event) => setMainPic(event.target.checked)}
                />
              }
            />
            {!canBeFirstPicture(file, flags) && (
              <FormHelperText>{t('itemFileHiddenMainPic')}</FormHelperText>
            )}
          </>
        )}
      </Stack>
    </FileForm>
  );
}
