import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import ImageIcon from '@mui/icons-material/Image';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import Toolbar from '@mui/material/Toolbar';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the editor may hold: paragraphs, headings, lists, bold, italic,
 * underline, strike and line breaks. No links or code, and pictures only in
 * an editor given `pickPicture`: a pasted element outside the schema is
 * dropped on parsing, before the server sanitises the HTML again.
 */
const textExtensions = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
  }),
];

/** The same with pictures (block images by address, never inline data), for an editor given `pickPicture`. */
const pictureExtensions = [
  ...textExtensions,
  Image.configure({ inline: false, allowBase64: false }),
];

/** A picture to insert: its public address and its alternative text. */
export interface PickedPicture {
  src: string;
  alt?: string;
}

/** The editor's own CSS (TipTap's injected `<style>` would break the CSP): the essentials, through emotion. */
const contentSx = {
  '& .ProseMirror': {
    minHeight: 160,
    px: 1.5,
    py: 1,
    outline: 'none',
    whiteSpace: 'pre-wrap',
    wordWrap: 'break-word',
    '& p': { my: 0.5 },
    '& ul, & ol': { pl: 3, my: 0.5 },
    '& img': { maxWidth: '100%', height: 'auto' },
  },
  '& .ProseMirror[contenteditable="false"]': { minHeight: 0, px: 0 },
} as const;

/**
 * The HTML of the editor's content for saving: an editor holding no text
 * answers '' ("long text containing no element is saved as empty", C§2.2).
 */
function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * The editor while it can be used. TipTap destroys an editor whose component
 * did not mount within a tick (a render React prepared and committed later,
 * as beside a lazy screen) and makes a new one: until then the one a render
 * saw may be destroyed, or null, whatever useEditor's type says.
 */
function usable(editor: Editor | null): Editor | null {
  return editor && !editor.isDestroyed ? editor : null;
}

/** Keeps the editor showing `html` when it changes from outside (Restore, another record). */
function useOutsideValue(editor: Editor | null, html: string) {
  useEffect(() => {
    if (!editor || editor.isDestroyed || editorHtml(editor) === html) return;
    // emitUpdate false: showing the saved value is no edit.
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
}

interface MarkButtonProps {
  label: string;
  active: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function MarkButton({ label, active, disabled, onClick, children }: MarkButtonProps) {
  return (
    <ToggleButton
      value={label}
      size="small"
      selected={active}
      disabled={disabled}
      aria-label={label}
      title={label}
      // The editor keeps its selection: the button must not take the focus on press.
      onMouseDown={(event) => event.preventDefault()}
      onChange={onClick}
      sx={{ border: 0 }}
    >
      {children}
    </ToggleButton>
  );
}

type FormatName = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList';
type Commands = ReturnType<Editor['chain']>;

/** The toolbar's formatting buttons, in their order: each shows whether its mark or list is on. */
const formatNames: readonly FormatName[] = [
  'bold',
  'italic',
  'underline',
  'bulletList',
  'orderedList',
];
const formatLabels = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  bulletList: 'bulletList',
  orderedList: 'numberedList',
} as const satisfies Record<FormatName, string>;
const formatIcons: Record<FormatName, typeof FormatBoldIcon> = {
  bold: FormatBoldIcon,
  italic: FormatItalicIcon,
  underline: FormatUnderlinedIcon,
  bulletList: FormatListBulletedIcon,
  orderedList: FormatListNumberedIcon,
};
const formatToggles: Record<FormatName, (commands: Commands) => Commands> = {
  bold: (commands) => commands.toggleBold(),
  italic: (commands) => commands.toggleItalic(),
  underline: (commands) => commands.toggleUnderline(),
  bulletList: (commands) => commands.toggleBulletList(),
  orderedList: (commands) => commands.toggleOrderedList(),
};
const historyButtons = [
  ['undo', UndoIcon],
  ['redo', RedoIcon],
] as const;

interface EditorToolbarProps {
  editor: Editor;
  disabled: boolean;
  pickPicture?: () => Promise<PickedPicture | undefined>;
}

function EditorToolbar({ editor, disabled, pickPicture }: EditorToolbarProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      can: { undo: current.can().undo(), redo: current.can().redo() },
    }),
  });
  const chain = () => editor.chain().focus();
  const insertPicture = async () => {
    if (!pickPicture) return;
    setPicking(true);
    try {
      const picture = await pickPicture();
      if (picture && !editor.isDestroyed) chain().setImage(picture).run();
    } finally {
      setPicking(false);
    }
  };
  return (
    <Toolbar
      variant="dense"
      disableGutters
      role="toolbar"
      aria-label={t('textFormatting')}
      sx={{ gap: 0.5, px: 0.5, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
    >
      {formatNames.map((name) => {
        const Icon = formatIcons[name];
        return (
          <MarkButton
            key={name}
            label={t(formatLabels[name])}
            active={state[name]}
            disabled={disabled}
            onClick={() => formatToggles[name](chain()).run()}
          >
            <Icon fontSize="small" />
          </MarkButton>
        );
      })}
      {pickPicture && (
        <MarkButton
          label={t('insertPicture')}
          active={false}
          disabled={disabled || picking}
          onClick={() => void insertPicture()}
        >
          <ImageIcon fontSize="small" />
        </MarkButton>
      )}
      {historyButtons.map(([name, Icon]) => (
        <MarkButton
          key={name}
          label={t(name)}
          active={false}
          disabled={disabled || !state.can[name]}
          onClick={() => chain()[name]().run()}
        >
          <Icon fontSize="small" />
        </MarkButton>
      ))}
    </Toolbar>
  );
}

export interface RichTextEditorProps {
  /** The field's name, read out as the editing area's name. */
  label: string;
  /** The HTML shown; '' for none. */
  value: string;
  /** The edited HTML, '' when the editor holds no text. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /**
   * Offers a picture button that asks for a picture (the file manager, B§2)
   * and inserts it where the cursor is; without it the editor holds no pictures.
   */
  pickPicture?: () => Promise<PickedPicture | undefined>;
}

/** A rich-text field (C§2.2's long text): a formatting toolbar over a TipTap editor, HTML in and out. */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  disabled = false,
  pickPicture,
}: RichTextEditorProps) {
  const labelId = useId();
  const editor: Editor | null = useEditor({
    extensions: pickPicture ? pictureExtensions : textExtensions,
    content: value,
    injectCSS: false,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: current }) => onChange(editorHtml(current)),
    onBlur: () => onBlur?.(),
  });
  useOutsideValue(editor, value);
  useEffect(() => {
    usable(editor)?.setEditable(!disabled, false);
  }, [editor, disabled]);
  const live = usable(editor);

  return (
    <Box>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 0.5, fontSize: '0.875rem' }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
          ...contentSx,
        }}
      >
        {live && <EditorToolbar editor={live} disabled={disabled} pickPicture={pickPicture} />}
        <EditorContent editor={live} />
      </Box>
    </Box>
  );
}

/**
 * Rich text shown read-only (the item page). The HTML is parsed into the
 * editor's schema, so nothing outside it (a script, a handler, a style) is
 * ever put into the page, whatever the stored text holds.
 */
export function RichTextView({ html, label }: { html: string; label: string }) {
  const editor: Editor | null = useEditor({
    extensions: textExtensions,
    content: html,
    injectCSS: false,
    editable: false,
    editorProps: { attributes: { 'aria-label': label } },
  });
  useOutsideValue(editor, html);
  return (
    <Box sx={contentSx}>
      <EditorContent editor={usable(editor)} />
    </Box>
  );
}
