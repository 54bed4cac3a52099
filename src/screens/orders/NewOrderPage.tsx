// Staff take an order (a phone order): choose the customer, add products and bundles, a coupon, shipping and the
// recipient, then place it. Everything is a server cart (priced there); its id stays in the address (?cart=), so a
// reload or a slip of the finger loses nothing.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { AsyncPicker } from './AsyncPicker';
import { CartCoupon, CartShipping } from './CartCharges';
import { CartLines } from './CartLines';
import { TitledSection } from '../../widgets/page/TitledSection';
import { OrderSummary, RecipientFields } from './OrderRecipient';
import { customerOption } from './pickers';
import { useOrderCart } from './useOrderCart';

export default function NewOrderPage() {
  const translate = useTranslate();
  const cart = useOrderCart();
  const t = (key: string) => translate(`resources.orders.new.${key}`);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <TitledSection outlined title={t('customer')}>
            <AsyncPicker
              label={t('customer')}
              helperText={t('customer_hint')}
              path="/person/"
              toOption={customerOption}
              value={cart.customer}
              onPick={cart.chooseCustomer}
            />
          </TitledSection>
          <TitledSection outlined title={t('products')}>
            <CartLines {...cart} />
          </TitledSection>
          <TitledSection outlined title={t('recipient')}>
            <RecipientFields {...cart} />
          </TitledSection>
        </Stack>
        <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
          <TitledSection outlined title={t('coupon_title')}>
            <CartCoupon {...cart} />
          </TitledSection>
          <TitledSection outlined title={t('shipping')}>
            <CartShipping {...cart} />
          </TitledSection>
          <TitledSection outlined title={t('summary')}>
            <OrderSummary {...cart} />
          </TitledSection>
        </Stack>
      </Box>
    </Box>
  );
}
