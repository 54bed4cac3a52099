// The book page's collections tab ("categories and collections"): the curated collections the item is in,
// each leading to its order; the item is put into another collection (at its end) or taken out of one.
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { http } from '../../dataProvider/http';
import { showToast } from '../../notifications/toasts';

interface Collection {
  id: number;
  name: string;
  item_ids: number[];
  is_active: boolean;
}

const t = (key: string) => `resources.books.collections.${key}`;

export default function ItemCollections() {
  const record = useRecordContext();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState('');
  const key = ['library', 'collections-all'];
  const collections = useQuery({ queryKey: key, queryFn: () => http.get<{ items: Collection[] }>('/library/collection_item_list?limit=1000&sort=sort_order&order=asc') });
  if (!record || !collections.data) return null;
  const id = Number(record.id);
  const all = collections.data.items;
  const holding = all.filter((c) => c.item_ids.includes(id));
  const others = all.filter((c) => !c.item_ids.includes(id));
  const changed = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['library', 'home'] });
    showToast(translate(message), { variant: 'success' });
  };
  const add = async () => {
    if (!chosen) return;
    await http.post(`/library/item/${id}/collection`, { collection_id: Number(chosen) });
    setChosen('');
    await changed(t('added'));
  };
  const remove = async (collection: Collection) => {
    await http.put(`/library/collection_item/${collection.id}`, { item_ids: collection.item_ids.filter((i) => i !== id) });
    await changed(t('removed'));
  };
  return (
    <Box sx={{ width: { xs: '100%', sm: 560 } }}>
      {holding.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {translate(t('none'))}
        </Typography>
      ) : (
        <List dense aria-label={translate('resources.books.tabs.collections')}>
          {holding.map((c) => (
            <ListItem
              key={c.id}
              divider
              secondaryAction={
                <Tooltip title={translate(t('remove'), { name: c.name })}>
                  <IconButton edge="end" aria-label={translate(t('remove'), { name: c.name })} onClick={() => void remove(c)}>
                    <Close fontSize="small" />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/app/collections/${c.id}?t=order`}>
                    {c.name}
                  </Link>
                }
                secondary={translate(t('place'), { position: c.item_ids.indexOf(id) + 1, count: c.item_ids.length })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {others.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <TextField select size="small" label={translate(t('choose'))} value={chosen} onChange={(e) => setChosen(e.target.value)} sx={{ flexGrow: 1 }}>
            {others.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Button startIcon={<Add />} disabled={!chosen} onClick={() => void add()} sx={{ flexShrink: 0 }}>
            {translate(t('add'))}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
