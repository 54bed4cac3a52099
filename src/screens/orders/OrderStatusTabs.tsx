// Above the orders list: a tab per status with how many orders it holds under the current search and dates.
import Tab from '@mui/material/Tab';
import { useListContext, useTranslate } from 'react-admin';
import { ScrollableTabs } from '../../widgets/tabs/ScrollableTabs';
import { ORDER_STATUSES, useOrderCounts } from './api';

export function OrderStatusTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { status, ...rest } = filterValues as { status?: string } & Record<string, string>;
  const counts = useOrderCounts(rest);
  const label = (key: string, name: string) => {
    const n = counts.data?.[key as keyof typeof counts.data];
    return n === undefined ? name : `${name} (${n})`;
  };
  return (
    <ScrollableTabs
      value={status ?? 'all'}
      onChange={(_, value: string) => setFilters(value === 'all' ? rest : { ...rest, status: value }, displayedFilters)}
      aria-label={translate('resources.orders.fields.status')}
      sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: '100%' }}
    >
      <Tab value="all" label={label('all', translate('resources.orders.tabs.all'))} />
      {ORDER_STATUSES.map((s) => (
        <Tab key={s} value={s} label={label(s, translate(`resources.orders.statuses.${s}`))} />
      ))}
    </ScrollableTabs>
  );
}
