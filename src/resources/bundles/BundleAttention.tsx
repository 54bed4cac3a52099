import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { ChipField, ReferenceArrayField, SingleFieldList, useRecordContext, useTranslate } from 'react-admin';

/** A list cell: a warning chip when one of the bundle's products is inactive or deleted (server field `needs_attention`). */
export const AttentionChip = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.needs_attention) return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<WarningAmberOutlined />}
      label={translate('resources.bundles.attention.chip')}
    />
  );
};

/** The bundle page: which of its products are inactive or deleted, or that all are on sale. */
export const AttentionAlert = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const ids = (record.attention_product_ids as number[] | undefined) ?? [];
  if (!ids.length)
    return (
      <Alert severity="success" variant="outlined">
        {translate('resources.bundles.attention.none')}
      </Alert>
    );
  return (
    <Alert severity="warning" icon={<WarningAmberOutlined />}>
      {translate('resources.bundles.attention.some', { smart_count: ids.length })}
      <ReferenceArrayField source="attention_product_ids" reference="shop/products">
        <SingleFieldList linkType="edit">
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    </Alert>
  );
};
