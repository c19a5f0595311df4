import { languageNames, languages } from '@bo/contract';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetLanguage } from '../auth/auth.api';
import { currentLanguage } from '../i18n';

/**
 * The interface language, switched at once; kept for the signed-in user on the
 * server and on this browser (the top bar, the sign-in page). Each language is
 * named in itself.
 */
export function LanguageSwitch({
  color = 'inherit',
  keepOnServer,
}: {
  color?: 'inherit' | 'primary';
  /** The user is signed in: the choice is kept on the server too. */
  keepOnServer: boolean;
}) {
  const { t } = useTranslation();
  const setLanguage = useSetLanguage(keepOnServer);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = currentLanguage();
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={t('interfaceLanguage')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {languageNames[current]}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => {
              setAnchor(null);
              setLanguage.mutate(language);
            }}
          >
            {languageNames[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
