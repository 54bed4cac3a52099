// The book page's collections tab ("categories and collections"): the curated collections the item is in,
// each leading to its order; the item is put into another collection (at its end) or taken out of one.
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { showToast } from '../../notifications/toasts';
import { useCollectionChanges, useCollections, type Collection } from '../../screens/library/api';
import { SmallSelect } from '../../widgets/select/SmallSelect';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

const t = (key: string) => `resources.books.collections.${key}`;

export default function ItemCollections() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [chosen, setChosen] = useState('');
  const collections = useCollections();
  const id = Number(record?.id);
  const changes = useCollectionChanges(id);
  if (!record || !collections.data) return null;
  const all = collections.data.items;
  const holding = all.filter((c) => c.item_ids.includes(id));
  const others = all.filter((c) => !c.item_ids.includes(id));
  const add = async () => {
    if (!chosen) return;
    await changes.add(Number(chosen));
    setChosen('');
    showToast(translate(t('added')), { variant: 'success' });
  };
  const remove = async (collection: Collection) => {
    await changes.remove(collection);
    showToast(translate(t('removed')), { variant: 'success' });
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
                <LabelledIconButton
                  label={translate(t('remove'), { name: c.name })}
                  edge="end"
                  onClick={() => void remove(c)}
                >
                  <Close fontSize="small" />
                </LabelledIconButton>
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
          <SmallSelect label={translate(t('choose'))} value={chosen} onChange={setChosen} sx={{ flexGrow: 1 }}>
            {others.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </SmallSelect>
          <Button startIcon={<Add />} disabled={!chosen} onClick={() => void add()} sx={{ flexShrink: 0 }}>
            {translate(t('add'))}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
