// The carts' and buyers' figures of the sales dashboard.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber, shekels } from '../../lib/format';
import { TitledSection } from '../../widgets/page/TitledSection';
import type { Figures } from '../orders/api';

export function CartFigures({
  carts,
  buyers,
}: {
  carts: { data?: Figures<'cart-analytics'> };
  buyers: { data?: Figures<'customer-analytics'> };
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (v: number) => shekels(v, locale);
  return (
    <TitledSection outlined title={translate('sales.carts.title')}>
      {carts.data && buyers.data ? (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            gap: 0.5,
            '& dd': { m: 0, textAlign: 'end', fontWeight: 600 },
          }}
        >
          <dt>{translate('sales.carts.conversion')}</dt>
          <dd>{carts.data.conversion_rate === null ? '—' : <bdi>{`${carts.data.conversion_rate}%`}</bdi>}</dd>
          <dt>{translate('sales.carts.abandoned')}</dt>
          <dd>{formatNumber(carts.data.abandoned, locale)}</dd>
          <dt>{translate('sales.carts.abandoned_value')}</dt>
          <dd>
            <bdi>{money(carts.data.abandoned_value)}</bdi>
          </dd>
          <dt>{translate('sales.carts.buyers')}</dt>
          <dd>{formatNumber(buyers.data.customers, locale)}</dd>
          <dt>{translate('sales.carts.returning')}</dt>
          <dd>{formatNumber(buyers.data.returning_customers, locale)}</dd>
        </Box>
      ) : (
        <Skeleton variant="rectangular" height={120} />
      )}
    </TitledSection>
  );
}
