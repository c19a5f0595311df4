import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet } from 'react-router';
import { useTopBarActions } from '../feature';
import { MainDrawer } from './MainDrawer';
import { TopBar } from './TopBar';

/** The signed-in shell: top bar, permanent drawer and the current screen. */
export function AdminLayout({ implementedPaths }: { implementedPaths: ReadonlySet<string> }) {
  const topBarActions = useTopBarActions();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        {topBarActions.map((Action, index) => (
          <Action key={index} />
        ))}
      </TopBar>
      <MainDrawer implementedPaths={implementedPaths} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 2 }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
