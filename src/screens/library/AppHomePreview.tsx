// /app/preview: what the library app's home shows now, or on a chosen date (scheduled ads), drawn at phone size from
// the same call the app makes (app_home_item_list): the top ads, each featured category's row of covers, collections,
// and the ads between rows. The top ads turn in a slider, as the app shows them. Staff see the effect of publishing, featuring and ordering as they work.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Carousel } from '../../widgets/carousel/Carousel';
import { DateInput } from '../../widgets/date/DateInput';
import { FilePicture, useFileRecord } from '../../widgets/files';
import { PageHeader } from '../../widgets/page/PageHeader';
import { useAppHome, type HomeAdvert, type HomeItem } from './api';

const Cover = ({ item }: { item: HomeItem }) => {
  const { data: record } = useFileRecord(item.cover);
  return (
    <Box
      component={RouterLink}
      to={`/app/books/${item.id}`}
      sx={{ width: 92, flexShrink: 0, color: 'inherit', textDecoration: 'none' }}
      data-testid="preview-item"
    >
      {record ? (
        <FilePicture record={record} size={92} />
      ) : (
        <Box sx={{ width: 92, height: 92, bgcolor: 'action.hover', borderRadius: 1 }} />
      )}
      <Typography variant="caption" component="div" noWrap title={item.title}>
        <bdi>{item.title}</bdi>
      </Typography>
    </Box>
  );
};

const Row = ({ name, items }: { name: string; items: HomeItem[] }) => (
  <Box sx={{ mb: 2 }} component="section" aria-label={name}>
    <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
      <bdi>{name}</bdi>
    </Typography>
    <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 0.5 }}>
      {items.map((item) => (
        <Cover key={item.id} item={item} />
      ))}
    </Stack>
  </Box>
);

const Ad = ({ advert }: { advert: HomeAdvert }) => {
  const translate = useTranslate();
  const { data: record } = useFileRecord(advert.image);
  return (
    <Card
      variant="outlined"
      sx={{ mb: 2, p: 1, display: 'flex', gap: 1, alignItems: 'center' }}
      data-testid="preview-ad"
    >
      {record && <FilePicture record={record} size={48} />}
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        <bdi>{advert.title}</bdi>
      </Typography>
      <Chip size="small" label={translate('library.preview.ad')} sx={{ marginInlineStart: 'auto' }} />
    </Card>
  );
};

const AppHomePreview = () => {
  const translate = useTranslate();
  const [day, setDay] = useState('');
  const at = day ? new Date(`${day}T12:00:00`).toISOString() : undefined;
  const home = useAppHome(at);
  const rows = home.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeader title={translate('library.preview.title')}>
        <Box sx={{ width: 200 }}>
          <DateInput
            size="small"
            wholeValuesOnly
            label={translate('library.preview.on')}
            value={day}
            onChange={setDay}
          />
        </Box>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('library.preview.help')}
      </Typography>
      <Paper
        elevation={3}
        sx={{
          width: 390,
          maxWidth: '100%',
          mx: 'auto',
          minHeight: 640,
          borderRadius: 4,
          p: 2,
          border: 8,
          borderColor: 'grey.900',
        }}
        data-testid="app-preview"
      >
        {rows && (
          <>
            {rows.adverts.home_top.length > 0 && (
              <Box sx={{ mb: 2 }}>
                <Carousel
                  kind="slider"
                  label={translate('library.preview.top_ads')}
                  items={rows.adverts.home_top.map((ad) => ({ id: String(ad.id), content: <Ad advert={ad} /> }))}
                />
              </Box>
            )}
            {rows.categories.map((category, index) => (
              <Box key={category.id}>
                <Row name={category.name} items={category.items} />
                {index === 0 && rows.adverts.between_rows.map((ad) => <Ad key={ad.id} advert={ad} />)}
              </Box>
            ))}
            {rows.collections.map((collection) => (
              <Row key={`c${collection.id}`} name={collection.name} items={collection.items} />
            ))}
            {!rows.categories.length && !rows.collections.length && (
              <Typography color="text.secondary">{translate('library.preview.empty')}</Typography>
            )}
          </>
        )}
      </Paper>
    </Box>
  );
};

export default AppHomePreview;
