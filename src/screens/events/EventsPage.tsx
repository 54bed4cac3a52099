import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { Suspense } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import shopEvents from '../../../definitions/entities/shop-events';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { CreateItemButton } from '../../engine/views/CreateItemButton';
import { useAppResource } from '../../engine/registry';
import { EventsCalendar } from './EventsCalendar';
import { useEventsMode } from './CalendarModeButton';

const GeneratedList = lazyWithReload(() => import('../../engine/views/GeneratedList'));

/** /shop/events: the calendar (default) or the table of events, the choice remembered. */
const EventsPage = () => {
  const translate = useTranslate();
  const [mode, setMode] = useEventsMode();
  const resource = useAppResource('events');
  if (mode === 'list' && resource) {
    return (
      <Suspense fallback={<Loading />}>
        <GeneratedList resource={resource} columns={shopEvents.list.columns} />
      </Suspense>
    );
  }
  return (
    <Box sx={{ pt: 1 }}>
      <Title title={translate('resources.events.name', { smart_count: 2 })} />
      <EventsCalendar
        toolbarExtra={
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<ViewListOutlined />} onClick={() => setMode('list')}>
              {translate('resources.events.page.list')}
            </Button>
            <CreateItemButton />
          </Stack>
        }
      />
    </Box>
  );
};

export default EventsPage;
