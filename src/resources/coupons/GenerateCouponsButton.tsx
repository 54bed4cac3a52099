import { useKeptState } from '../../lib/useKeptState';
import { COUPON_DISCOUNT_KINDS } from '../../../definitions/entities/coupons';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Typography from '@mui/material/Typography';
import {
  Button,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  required,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { generateCoupons, type GeneratedCoupons } from './api';
import { isApiError } from '../../dataProvider/errors';
import { choicesOf } from '../../engine/fields';
import { downloadCsvFile } from '../../engine/views/export/writeFile';
import { discountValueInput } from '../promotions/DiscountValueInput';
import { DateTimeSourceInput } from '../../widgets/dateTime/PickerSourceInput';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';

const t = (key: string) => `resources.coupons.generate.${key}`;

// The discount is typed as the coupon's own form types it: shekels for an amount off, else a percentage.
const DiscountValueInput = discountValueInput('discount_kind');

/** A campaign's codes in one go: N unique random codes with one discount, then a CSV of them to hand out. */
export const GenerateCouponsButton = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  // Kept across a redraw: the empty list's button gives way to the filled list's as the codes arrive.
  const [open, setOpen] = useKeptState('coupons.generate.open', false);
  const [made, setMade] = useKeptState<GeneratedCoupons | null>('coupons.generate.made', null);

  const submit = async (values: FieldValues) => {
    try {
      const body = Object.fromEntries(
        Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined),
      );
      setMade(await generateCoupons(body));
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.body.errors) return error.body.errors;
      throw error;
    }
  };

  const download = () => {
    if (!made) return;
    downloadCsvFile(
      [translate('resources.coupons.fields.code'), translate('resources.coupons.fields.campaign')],
      made.codes.map((c) => [c, made.campaign]),
      `coupons-${made.campaign ?? 'codes'}`,
    );
  };

  // The list is refreshed when the dialog closes: refreshing at once would replace an empty list's state, dialog and all.
  const close = () => {
    setOpen(false);
    if (made) refresh();
    setMade(null);
  };

  return (
    <>
      <Button label={t('button')} onClick={() => setOpen(true)}>
        <AutoAwesomeOutlined />
      </Button>
      <TitledDialog
        open={open}
        onClose={close}
        title={translate(t('title'))}
        fullScreenBelow={false}
        form={
          made
            ? undefined
            : (parts) => (
                <Form noValidate onSubmit={submit} defaultValues={{ count: 20, discount_kind: 'percent_off' }}>
                  {parts}
                </Form>
              )
        }
        actions={
          made ? (
            <>
              <Button label="ra.action.close" onClick={close} />
              <Button label={t('download')} variant="contained" onClick={download} />
            </>
          ) : (
            <>
              <Button label="ra.action.cancel" onClick={close} />
              <SaveButton label={t('submit')} alwaysEnable />
            </>
          )
        }
      >
        {made ? (
          <>
            <Typography>{translate(t('done'), { smart_count: made.codes.length })}</Typography>
            <Typography component="p" dir="ltr" sx={{ mt: 1, fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {made.codes.slice(0, 10).join(', ')}
              {made.codes.length > 10 ? ' …' : ''}
            </Typography>
          </>
        ) : (
          <>
            <NumberInput source="count" label={t('count')} validate={required()} min={1} max={5000} fullWidth />
            <TextInput source="prefix" label={t('prefix')} helperText={t('prefix_help')} fullWidth />
            <TextInput source="campaign" label="resources.coupons.fields.campaign" fullWidth />
            <SelectInput
              source="discount_kind"
              label="resources.coupons.fields.discount_kind"
              choices={choicesOf('resources.coupons.values.discount_kind', Object.keys(COUPON_DISCOUNT_KINDS))}
              validate={required()}
              fullWidth
            />
            <DiscountValueInput source="discount_value" />
            <DateTimeSourceInput source="expires_at" label="resources.coupons.fields.expires_at" />
          </>
        )}
      </TitledDialog>
    </>
  );
};
