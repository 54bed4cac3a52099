// How an event shows on the grid: its title, someone's text, as its own isolated run; on phones a dot for each event
// in a month cell.
import Box from '@mui/material/Box';
import type { EventProps } from 'react-big-calendar';
import type { BigEvent } from './bigCalendar';

export const EventTitle = ({ title }: EventProps<BigEvent>) => <bdi>{title}</bdi>;

export const EventDot = ({ event }: EventProps<BigEvent>) => (
  <Box
    component="span"
    aria-label={event.title}
    title={event.title}
    sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor' }}
  />
);
