import { useId, useState } from 'react';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, changeLanguage, currentLanguage, type Language } from '@/lib/i18n';
import { LanguageBadge } from './LanguageBadge';

/** Language dropdown, each language by its own name; the choice is kept in localStorage (`lang`) by lib/i18n. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const language = currentLanguage(i18n.language);

  return (
    <>
      <ListItemButton
        id={buttonId}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        aria-label={t('layout.language', { language: LANGUAGE_NAMES[language] })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <LanguageBadge language={language} />
        </ListItemIcon>
        <ListItemText primary={LANGUAGE_NAMES[language]} />
        <ArrowDropDownIcon aria-hidden />
      </ListItemButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {languageMenuItems(language, () => setAnchor(null))}
      </Menu>
    </>
  );
}

/** The menu's items, one per language by its name, the current one selected; `onChosen` closes the menu. */
export function languageMenuItems(language: Language, onChosen: () => void) {
  return LANGUAGES.map((option) => (
    <MenuItem
      key={option}
      lang={option}
      selected={option === language}
      onClick={() => {
        onChosen();
        void changeLanguage(option);
      }}
    >
      <ListItemIcon>
        <LanguageBadge language={option} />
      </ListItemIcon>
      <ListItemText primary={LANGUAGE_NAMES[option]} />
    </MenuItem>
  ));
}
