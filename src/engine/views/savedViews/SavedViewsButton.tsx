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
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MouseEvent } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { SaveViewDialog } from './SaveViewDialog';
import type { SavedView, SavedViewParams } from './savedViewsApi';
import { useSavedViews } from './useSavedViews';
import { LabelledIconButton } from '../../../theme/LabelledIconButton';

/** One view in the menu: put it back by a click; one's own can be shared (or not) and deleted. */
const ViewRow = ({
  view,
  selected,
  onApply,
  onToggleShared,
  onDelete,
}: {
  view: SavedView;
  selected: boolean;
  onApply: () => void;
  onToggleShared: (event: MouseEvent) => void;
  onDelete: () => void;
}) => {
  const translate = useTranslate();
  const share = translate(view.shared ? 'entities.views.unshare' : 'entities.views.share');
  return (
    <MenuItem selected={selected} onClick={onApply} sx={{ gap: 1 }}>
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
          <LabelledIconButton
            label={share}
            size="small"
            aria-pressed={view.shared}
            color={view.shared ? 'primary' : 'default'}
            onClick={onToggleShared}
          >
            <GroupOutlined fontSize="small" />
          </LabelledIconButton>
          <LabelledIconButton
            label={translate('entities.views.delete_named', { name: view.name })}
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              onDelete();
            }}
          >
            <DeleteOutline fontSize="small" />
          </LabelledIconButton>
        </>
      ) : null}
    </MenuItem>
  );
};

export const SavedViewsButton = () => {
  const translate = useTranslate();
  const saved = useSavedViews();
  const { items, active, changed, anchor, setAnchor, deleting } = saved;
  const row = (view: SavedView) => (
    <ViewRow
      key={view.id}
      view={view}
      selected={view.id === saved.activeId}
      onApply={() => saved.apply(view)}
      onToggleShared={(e) => void saved.toggleShared(e, view)}
      onDelete={() => {
        setAnchor(null);
        saved.setDeleting(view);
      }}
    />
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
        {saved.views.isPending ? <MenuItem disabled>{translate('ra.page.loading')}</MenuItem> : null}
        {!saved.views.isPending && !items.length ? (
          <MenuItem disabled>{translate('entities.views.none')}</MenuItem>
        ) : null}
        {mine.length ? <ListSubheader>{translate('entities.views.mine')}</ListSubheader> : null}
        {mine.map(row)}
        {shared.length ? <ListSubheader>{translate('entities.views.team')}</ListSubheader> : null}
        {shared.map(row)}
        <Divider />
        {active?.mine && changed ? (
          <MenuItem onClick={() => void saved.saveChanges(active)}>
            <ListItemIcon>
              <Save fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('entities.views.save_changes', { name: active.name })} />
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            saved.setDialog(true);
          }}
        >
          <ListItemIcon>
            <BookmarkBorder fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('entities.views.save_as')} />
        </MenuItem>
        {active ? <MenuItem onClick={saved.clear}>{translate('entities.views.clear')}</MenuItem> : null}
      </Menu>
      <Confirm
        isOpen={Boolean(deleting)}
        title={translate('entities.views.delete')}
        content={translate('entities.views.delete_confirm', { name: deleting?.name ?? '' })}
        onConfirm={() => deleting && void saved.remove(deleting)}
        onClose={() => saved.setDeleting(null)}
      />
      {saved.dialog ? (
        <SaveViewDialog
          resource={saved.resource}
          params={saved.now as SavedViewParams}
          onClose={() => saved.setDialog(false)}
          onSaved={(v) => void saved.created(v)}
        />
      ) : null}
    </>
  );
};
