// Home's sales dashboard: a date range (presets or two dates, kept in the address), figure cards with
// the change against the period before, revenue and daily charts, top products, categories, coupons, buyers and
// carts. A range without sales says so instead of showing zeros as if they were data.
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { useInView } from '../../lib/useInView';
import { formatNumber, shekels } from '../../lib/format';
import { useFigures, type Figures } from '../orders/api';
import { Amount } from '../../widgets/number/Amount';
import { TitledSection } from '../../widgets/page/TitledSection';
import { change, parseRange, presetRange, type DayRange } from './ranges';
import { SalesRangePicker } from './SalesRangePicker';
import { CartFigures } from './CartFigures';

const SalesCharts = lazyWithReload(() => import('./SalesCharts'));

type Overview = Figures<'sales-overview'>['current'];
/** A ranked table's rows: products, categories, coupons (named by their code) or buyers. */
type Ranked = Array<{
  name?: string;
  quantity?: number;
  revenue: number;
  orders?: number;
  uses?: number;
  discount?: number;
  code?: string;
  product_id?: number;
  category_id?: number;
  coupon_id?: number;
  customer_id?: number;
}>;

const FIGURES: Array<{ key: keyof Overview; money: boolean; lowerIsBetter?: boolean }> = [
  { key: 'revenue', money: true },
  { key: 'orders', money: false },
  { key: 'average_order', money: true },
  { key: 'items_sold', money: false },
  { key: 'new_customers', money: false },
  { key: 'refunds', money: true, lowerIsBetter: true },
];

/** One figure with its label; `before` (the change against the period before, or null for none) adds a caption. */
export function FigureCard({
  label,
  value,
  before,
  lowerIsBetter,
}: {
  label: string;
  value: string;
  before?: number | null;
  lowerIsBetter?: boolean;
}) {
  const translate = useTranslate();
  const good = before === null || before === undefined ? null : lowerIsBetter ? before <= 0 : before >= 0;
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {/* half a phone's width holds a five-digit amount with its sign at a smaller size */}
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
          <Amount>{value}</Amount>
        </Typography>
        {before === undefined ? null : (
          <Typography
            variant="caption"
            component="p"
            sx={{
              color: good === null ? 'text.secondary' : good ? 'success.main' : 'error.main',
              '& svg': { verticalAlign: 'middle' },
            }}
          >
            {before === null ? (
              translate('sales.no_previous')
            ) : (
              <>
                {before >= 0 ? <ArrowUpward sx={{ fontSize: 14 }} /> : <ArrowDownward sx={{ fontSize: 14 }} />}
                <bdi>{`${Math.abs(before)}%`}</bdi>&nbsp;{translate('sales.vs_previous')}
              </>
            )}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** A column of a ranked table: the figure it shows, its heading, and whether the figure is money (agorot). */
interface Column {
  key: keyof Ranked[number];
  label: string;
  money?: boolean;
}

function RankedTable({
  title,
  rows,
  columns,
  link,
}: {
  title: string;
  rows: Ranked | undefined;
  columns: Column[];
  link?: (row: Ranked[number]) => string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <TitledSection outlined title={title}>
      {!rows ? (
        <Skeleton variant="rectangular" height={120} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{translate('sales.none_in_range')}</Typography>
      ) : (
        // a table wider than a phone scrolls sideways; the keyboard reaches the scroll box too
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={title}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('sales.columns.name')}</TableCell>
                {columns.map((c) => (
                  <TableCell key={String(c.key)} align="right">
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  <TableCell>
                    {link ? (
                      <Link component={RouterLink} to={link(row)}>
                        <bdi>{row.name || row.code}</bdi>
                      </Link>
                    ) : (
                      <bdi>{row.name || row.code}</bdi>
                    )}
                  </TableCell>
                  {columns.map((c) => (
                    <TableCell key={String(c.key)} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Amount>
                        {c.money ? shekels(Number(row[c.key] ?? 0), locale) : formatNumber(row[c.key] ?? 0, locale)}
                      </Amount>
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </TitledSection>
  );
}

export function SalesDashboard() {
  const translate = useTranslate();
  const quantity: Column = { key: 'quantity', label: translate('sales.columns.quantity') };
  const revenue: Column = { key: 'revenue', label: translate('sales.columns.revenue'), money: true };
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const range = parseRange(params.get('from'), params.get('to')) ?? presetRange('30d');
  // the charts' code (about 90 KB) comes when they are scrolled to, not with the first screen
  const chartsRef = useRef<HTMLDivElement>(null);
  const chartsInView = useInView(chartsRef);
  const setRange = (next: DayRange) =>
    setParams((p) => ({ ...Object.fromEntries(p), from: next.start_date, to: next.end_date }), { replace: true });
  const overview = useFigures('sales-overview', range);
  const trends = useFigures('revenue-trends', range);
  const days = useFigures('daily-breakdown', range);
  const products = useFigures('product-performance', range, { limit: 10 });
  const categories = useFigures('category-performance', range);
  const coupons = useFigures('coupon-performance', range);
  const buyers = useFigures('customer-analytics', range);
  const carts = useFigures('cart-analytics', range);
  const current = overview.data?.current;
  const empty = current && current.orders === 0 && current.refunds === 0 && current.pending_orders === 0;
  const money = (v: number) => shekels(v, locale);
  return (
    <Box component="section" aria-labelledby="sales-title" sx={{ mb: 4 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography id="sales-title" variant="h5" component="h2">
          {translate('sales.title')}
        </Typography>
        <SalesRangePicker range={range} setRange={setRange} />
      </Stack>
      {empty ? (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 5 }}>
            <Typography variant="h6" component="p">
              {translate('sales.empty_title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {translate('sales.empty_hint')}
            </Typography>
            <Link component={RouterLink} to="/shop/orders/create">
              {translate('resources.orders.new.title')}
            </Link>
          </CardContent>
        </Card>
      ) : (
        <Stack spacing={2}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
            }}
          >
            {FIGURES.map(({ key, money: isMoney, lowerIsBetter }) =>
              current ? (
                <FigureCard
                  key={key}
                  label={translate(`sales.figures.${key}`)}
                  value={isMoney ? money(current[key]) : formatNumber(current[key], locale)}
                  before={change(current[key], overview.data!.previous[key])}
                  lowerIsBetter={lowerIsBetter}
                />
              ) : (
                <Skeleton key={key} variant="rounded" height={96} />
              ),
            )}
          </Box>
          <Card variant="outlined" ref={chartsRef}>
            <CardContent>
              {trends.data && days.data && chartsInView ? (
                <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
                  <SalesCharts trends={trends.data} days={days.data} />
                </Suspense>
              ) : (
                <Skeleton variant="rectangular" height={280} />
              )}
            </CardContent>
          </Card>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
            <RankedTable
              title={translate('sales.top_products')}
              rows={products.data}
              columns={[quantity, revenue]}
              link={(row) => `/shop/products/${row.product_id}`}
            />
            <RankedTable
              title={translate('sales.top_customers')}
              rows={buyers.data?.top_customers}
              columns={[{ key: 'orders', label: translate('sales.columns.orders') }, revenue]}
              link={(row) => `/customers/${row.customer_id}`}
            />
            <RankedTable title={translate('sales.categories')} rows={categories.data} columns={[quantity, revenue]} />
            <RankedTable
              title={translate('sales.coupons')}
              rows={coupons.data}
              columns={[
                { key: 'uses', label: translate('sales.columns.uses') },
                { key: 'discount', label: translate('sales.columns.discount'), money: true },
                revenue,
              ]}
            />
            <CartFigures carts={carts} buyers={buyers} />
          </Box>
        </Stack>
      )}
    </Box>
  );
}
