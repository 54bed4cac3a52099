// The command palette: one box that finds screens, "new" actions and records of every searchable list at
// once, Hebrew-aware (points, final letters, geresh, either keyboard layout), recent choices first. Arrows move,
// Enter opens, Escape closes.
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import History from '@mui/icons-material/History';
import Search from '@mui/icons-material/Search';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../authProvider/useCurrentUser';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useMenuGroups } from '../useMenuGroups';
import { useAppResources } from '../../engine/registry';
import { matchingScreens, screenItems, searchableResources, type PaletteItem } from './paletteItems';
import { usePaletteRecords } from './usePaletteRecords';
import { rememberRecent, recentItems } from './recent';

const icons = { screen: ViewQuiltOutlined, action: AddCircleOutline, record: DescriptionOutlined };

export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const groups = useMenuGroups();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const typed = useDebouncedValue(query.trim(), 250);
  const resources = useAppResources();
  const screens = useMemo(() => screenItems(groups, resources, user, translate), [groups, resources, user, translate]);
  const searchable = useMemo(() => searchableResources(resources, user), [resources, user]);

  const records = usePaletteRecords(searchable, typed, open);

  const sections: Array<{ title: string; items: PaletteItem[] }> = typed
    ? [
        { title: translate('app.palette.screens'), items: matchingScreens(screens, typed) },
        { title: translate('app.palette.records'), items: records.data ?? [] },
      ]
    : [{ title: translate('app.palette.recent'), items: recentItems(user?.id) }];
  const items = sections.flatMap((s) => s.items);
  const current = Math.min(active, Math.max(items.length - 1, 0));

  const choose = (item: PaletteItem) => {
    rememberRecent(user?.id, item);
    onClose();
    setQuery('');
    navigate(item.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % Math.max(items.length, 1));
    } else if (event.key === 'Enter' && items[current]) {
      event.preventDefault();
      choose(items[current]);
    }
  };

  let index = -1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': translate('app.palette.title') } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <TextField
        autoFocus
        fullWidth
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={translate('app.palette.placeholder')}
        slotProps={{
          htmlInput: {
            'aria-label': translate('app.palette.title'),
            role: 'combobox',
            'aria-expanded': true,
            'aria-controls': 'palette-results',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
        sx={{ '& fieldset': { border: 'none' }, borderBottom: 1, borderColor: 'divider' }}
      />
      {records.isFetching ? <LinearProgress aria-label={translate('app.palette.searching')} /> : null}
      <List id="palette-results" role="listbox" dense sx={{ maxHeight: '60vh', overflow: 'auto', py: 0 }}>
        {sections.map((section) =>
          section.items.length ? (
            <li key={section.title}>
              <ul style={{ padding: 0 }}>
                <ListSubheader>{section.title}</ListSubheader>
                {section.items.map((item) => {
                  index += 1;
                  const me = index;
                  const Icon = !typed ? History : icons[item.kind];
                  return (
                    <ListItemButton
                      key={`${item.kind}:${item.path}`}
                      role="option"
                      aria-selected={me === current}
                      selected={me === current}
                      onMouseEnter={() => setActive(me)}
                      onClick={() => choose(item)}
                    >
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={<bdi>{item.label}</bdi>} secondary={item.detail} />
                    </ListItemButton>
                  );
                })}
              </ul>
            </li>
          ) : null,
        )}
      </List>
      {typed && !records.isFetching && items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('app.palette.nothing', { query: typed })}
        </Typography>
      ) : null}
      {!typed && items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('app.palette.help')}
        </Typography>
      ) : null}
    </Dialog>
  );
}
