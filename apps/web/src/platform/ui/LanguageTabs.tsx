import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Read by a screen reader, not shown. */
const hiddenText = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** The languages of a record's texts, Ukrainian first (DESIGN §5, C§2.2), named by catalogue key. */
export const languages = [
  { code: 'uk', nameKey: 'languageUk' },
  { code: 'ru', nameKey: 'languageRu' },
  { code: 'en', nameKey: 'languageEn' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

/**
 * The languages whose fields differ from the saved values, from react-hook-form's
 * `dirtyFields` of a form shaped `{ uk: {...}, ru: {...}, en: {...} }`.
 */
export function changedLanguages(dirtyFields: Partial<Record<string, unknown>>): LanguageCode[] {
  const anyDirty = (value: unknown): boolean =>
    value === true ||
    (typeof value === 'object' && value !== null && Object.values(value).some(anyDirty));
  return languages.map(({ code }) => code).filter((code) => anyDirty(dirtyFields[code]));
}

interface LanguageTabsProps {
  /** The languages whose edited values differ from the saved ones. */
  changed: readonly LanguageCode[];
  /** The open tab (controlled); uncontrolled it starts at Ukrainian. */
  value?: LanguageCode;
  onChange?: (language: LanguageCode) => void;
  /** A count on a tab, e.g. of the translated fields. */
  counts?: Partial<Record<LanguageCode, number>>;
  /** The fields of one language: the open tab's panel. */
  children: (language: LanguageCode) => ReactNode;
}

/**
 * Tabs for the uk / ru / en fields of one record (C§2.2). A tab whose values
 * differ from the saved ones is marked, and its panel raises the warning bar
 * of C§4.2. Switching tabs never asks anything: the form keeps every
 * language's values, and leaving the page is what the unsaved-changes guard asks about.
 */
export function LanguageTabs({ changed, value, onChange, counts, children }: LanguageTabsProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [ownValue, setOwnValue] = useState<LanguageCode>('uk');
  const current = value ?? ownValue;
  const select = (language: LanguageCode) => {
    setOwnValue(language);
    onChange?.(language);
  };
  const tabId = (code: LanguageCode) => `${baseId}-tab-${code}`;
  const panelId = `${baseId}-panel`;

  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_event, language: LanguageCode) => select(language)}
        aria-label={t('languages')}
      >
        {languages.map(({ code, nameKey }) => {
          const isChanged = changed.includes(code);
          const count = counts?.[code];
          const languageName = t(nameKey);
          return (
            <Tab
              key={code}
              value={code}
              id={tabId(code)}
              aria-controls={panelId}
              label={
                <Badge
                  color="warning"
                  variant="dot"
                  invisible={!isChanged}
                  sx={{ '& .MuiBadge-dot': { right: -6 } }}
                >
                  {count === undefined ? languageName : `${languageName} (${count})`}
                  {isChanged && <span style={hiddenText}>{t('languageTabChanged')}</span>}
                </Badge>
              }
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(current)} sx={{ pt: 2 }}>
        {changed.includes(current) && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('languageChanged')}
          </Alert>
        )}
        {children(current)}
      </Box>
    </Box>
  );
}
