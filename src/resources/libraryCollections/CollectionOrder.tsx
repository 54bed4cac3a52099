// A collection's "Order" tab: its items in the order the app shows them, dragged (or moved from the
// keyboard) into a new one; each drop is saved at once (PUT library/collection_item/{id}/order), the record and the
// app-home preview follow, and the toast offers to undo.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetMany, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { SortableList } from '../../screens/library/SortableList';
import { FilePicture, useFileRecord } from '../../widgets/files';
import { saveCollectionOrder, useHomeChanged } from '../../screens/library/api';

const Cover = ({ pathKey }: { pathKey: string | null }) => {
  const { data } = useFileRecord(pathKey);
  return data ? (
    <FilePicture record={data} size={32} />
  ) : (
    <Box sx={{ width: 32, height: 32, flexShrink: 0, bgcolor: 'action.hover', borderRadius: 1 }} />
  );
};

export default function CollectionOrder() {
  const record = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const homeChanged = useHomeChanged();
  const ids = (record?.item_ids as number[] | undefined) ?? [];
  const { data: items } = useGetMany<RaRecord>('app/books', { ids }, { enabled: ids.length > 0 });
  if (!record) return null;
  if (ids.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('resources.collections.order.empty')}
      </Typography>
    );
  if (!items) return null;
  const byId = new Map(items.map((item) => [Number(item.id), item]));
  const rows = ids.map((id) => {
    const item = byId.get(id);
    return {
      id,
      label: item ? String(item.title) : `#${id}`,
      picture: <Cover pathKey={(item?.cover as string | null) ?? null} />,
      secondary: item ? translate(`resources.books.values.status.${String(item.status)}`) : undefined,
    };
  });
  return (
    <SortableList
      rows={rows}
      label={translate('resources.collections.order.title')}
      save={(itemIds) => saveCollectionOrder(record.id, itemIds)}
      onSaved={() => {
        refresh();
        homeChanged();
      }}
    />
  );
}
