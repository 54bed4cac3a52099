// "Views" above a list: the person's saved views of this list and the team's shared ones; one click puts
// a view's filters, sort, page size and columns back. Save the list as it is now under a name (for oneself or shared
// with the team), save changes into one's own view, share or stop sharing it, delete it. The chosen view is
// remembered per list (react-admin's store), so the list opens as it was left.
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Save from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Confirm, useListContext, useStore, useTranslate } from 'react-admin';
import { showToast } from '../../../notifications/toasts';
import { SaveViewDialog } from './SaveViewDialog';
import { savedViewsApi, type SavedView, type SavedViewParams } from './savedViewsApi';
import { showsView, viewOf } from './viewParams';

/** The columns store of react-admin's DataTable for a list (its default storeKey). */
const columnsKey = (resource: string) => `${resource}.datatable`;

export const SavedViewsButton = () => {
  const translate = useTranslate();
  const list = useListContext();
  const resource = list.resource;
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useStore<string[] | undefined>(columnsKey(resource));
  const [ranks, setRanks] = useStore<number[] | undefined>(`${columnsKey(resource)}_columnRanks`);
  const [activeId, setActiveId] = useStore<number | undefined>(`savedViews.${resource}.active`);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const key = ['saved-views', resource];
  const views = useQuery({ queryKey: key, queryFn: () => savedViewsApi.list(resource), staleTime: 30_000 });
  const items = views.data ?? [];
  const now = viewOf({ filterValues: list.filterValues, sort: list.sort, perPage: list.perPage }, { hidden, ranks });
  const active = items.find((v) => v.id === activeId);
  const changed = active ? !showsView(now, active.params) : false;
  const reload = () => queryClient.invalidateQueries({ queryKey: key });

  const apply = (view: SavedView) => {
    const p = view.params;
    list.setFilters(p.filter, Object.fromEntries(Object.keys(p.filter).map((name) => [name, true])));
    if (p.sort) list.setSort(p.sort);
    if (p.per_page) list.setPerPage(p.per_page);
    if (p.hidden_columns) setHidden(p.hidden_columns);
    if (p.column_ranks) setRanks(p.column_ranks);
    setActiveId(view.id);
    setAnchor(null);
  };
  const clear = () => {
    list.setFilters({}, {});
    setActiveId(undefined);
    setAnchor(null);
  };
  const saveChanges = async (view: SavedView) => {
    setAnchor(null);
    try {
      await savedViewsApi.update(view.id, { params: now });
      showToast(translate('entities.views.saved', { name: view.name }), { variant: 'success' });
      await reload();
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), { variant: 'error' });
    }
  };
  const toggleShared = async (event: MouseEvent, view: SavedView) => {
    event.stopPropagation();
    try {
      await savedViewsApi.update(view.id, { shared: !view.shared });
      showToast(translate(view.shared ? 'entities.views.unshared' : 'entities.views.shared_now', { name: view.name }), {
        variant: 'success',
      });
      await reload();
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), { variant: 'error' });
    }
  };
  const remove = async (view: SavedView) => {
    setDeleting(null);
    await savedViewsApi.remove(view.id);
    if (view.id === activeId) setActiveId(undefined);
    showToast(translate('entities.views.deleted', { name: view.name }), { variant: 'success' });
    await reload();
  };
  const created = async (view: SavedView) => {
    setDialog(false);
    setActiveId(view.id);
    showToast(translate('entities.views.saved', { name: view.name }), { variant: 'success' });
    await reload();
  };

  const row = (view: SavedView) => (
    <MenuItem key={view.id} selected={view.id === activeId} onClick={() => apply(view)} sx={{ gap: 1 }}>
      <ListItemText
        primary={view.name}
        secondary={
          view.mine
            ? view.shared
              ? translate('entities.views.shared_by_me')
              : undefined
            : translate('entities.views.by', { name: view.owner })
        }
      />
      {view.mine ? (
        <>
          <Tooltip title={translate(view.shared ? 'entities.views.unshare' : 'entities.views.share')}>
            <IconButton
              size="small"
              aria-label={translate(view.shared ? 'entities.views.unshare' : 'entities.views.share')}
              aria-pressed={view.shared}
              color={view.shared ? 'primary' : 'default'}
              onClick={(e) => void toggleShared(e, view)}
            >
              <GroupOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('entities.views.delete')}>
            <IconButton
              size="small"
              aria-label={translate('entities.views.delete_named', { name: view.name })}
              onClick={(e) => {
                e.stopPropagation();
                setAnchor(null);
                setDeleting(view);
              }}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ) : null}
    </MenuItem>
  );
  const mine = items.filter((v) => v.mine);
  const shared = items.filter((v) => !v.mine);
  const label = active ? `${active.name}${changed ? ' *' : ''}` : translate('entities.views.button');
  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarkBorder />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={translate('entities.views.button_label', { name: label })}
        sx={{ maxWidth: 220 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minWidth: 280, maxWidth: 380 } } }}
      >
        {views.isPending ? <MenuItem disabled>{translate('ra.page.loading')}</MenuItem> : null}
        {!views.isPending && !items.length ? <MenuItem disabled>{translate('entities.views.none')}</MenuItem> : null}
        {mine.length ? <ListSubheader>{translate('entities.views.mine')}</ListSubheader> : null}
        {mine.map(row)}
        {shared.length ? <ListSubheader>{translate('entities.views.team')}</ListSubheader> : null}
        {shared.map(row)}
        <Divider />
        {active?.mine && changed ? (
          <MenuItem onClick={() => void saveChanges(active)}>
            <ListItemIcon>
              <Save fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('entities.views.save_changes', { name: active.name })} />
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDialog(true);
          }}
        >
          <ListItemIcon>
            <BookmarkBorder fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('entities.views.save_as')} />
        </MenuItem>
        {active ? <MenuItem onClick={clear}>{translate('entities.views.clear')}</MenuItem> : null}
      </Menu>
      <Confirm
        isOpen={Boolean(deleting)}
        title={translate('entities.views.delete')}
        content={translate('entities.views.delete_confirm', { name: deleting?.name ?? '' })}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
      {dialog ? (
        <SaveViewDialog
          resource={resource}
          params={now as SavedViewParams}
          onClose={() => setDialog(false)}
          onSaved={(v) => void created(v)}
        />
      ) : null}
    </>
  );
};
