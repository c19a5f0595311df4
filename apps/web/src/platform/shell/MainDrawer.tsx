import { selectedDrawerPath, visibleDrawer } from '@bo/contract';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMe } from '../auth/auth.api';

const drawerWidth = 232;

/** The left menu: the contract's drawer, limited to the user's roles and to implemented screens. */
export function MainDrawer({ implementedPaths }: { implementedPaths: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const me = useMe();
  const { pathname } = useLocation();
  const sections = useMemo(
    () => visibleDrawer(me.roles, implementedPaths),
    [me.roles, implementedPaths],
  );
  const selectedPath = selectedDrawerPath(pathname, sections);

  return (
    <Drawer
      variant="permanent"
      sx={{
        width: drawerWidth,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <nav aria-label={t('mainMenu')}>
        {sections.map((section) => (
          <List
            key={section.key}
            dense
            subheader={section.labelKey && <ListSubheader>{t(section.labelKey)}</ListSubheader>}
          >
            {section.entries.map((entry) => (
              <ListItemButton
                key={entry.path}
                component={Link}
                to={entry.path}
                selected={entry.path === selectedPath}
                aria-current={entry.path === selectedPath ? 'page' : undefined}
              >
                <ListItemText primary={t(entry.labelKey)} />
              </ListItemButton>
            ))}
          </List>
        ))}
      </nav>
    </Drawer>
  );
}
