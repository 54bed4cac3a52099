// The library's reads and writes beyond the generated screens, under the `library` keys: the collections an item is
// in (the collections' CRUD and POST item/{id}/collection), its readers and their figures (routes/library-readers.ts),
// and a customer's library, given and taken back (routes/library-links.ts). Reads are react-query hooks; a write
// refreshes what it changes.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';
import type { ApiAnswer, ApiBody, ApiSchema } from '../../../definitions/wire/api';
import { queryKeysOf } from '../../dataProvider/queryKeys';

type CollectionList = ApiAnswer<'/api/library/collection_item_list'>;
export type Collection = CollectionList['items'][number];
type ReaderPage = ApiAnswer<'/api/library/item/{id}/readers'>;
export type Reader = ReaderPage['items'][number];
export type ReaderReason = Reader['reason'];
export type ItemStats = ApiAnswer<'/api/library/item/{id}/stats'>;

type ItemId = number | string;

export const libraryKeys = queryKeysOf('library');
const COLLECTIONS = libraryKeys.of('collections-all');
const readersKey = (id: ItemId | undefined) => libraryKeys.of('item-readers', id);
const statsKey = (id: ItemId | undefined) => libraryKeys.of('item-stats', id);

/** The app's home: the featured categories' and the collections' rows, and the ads by where they stand. */
export type AppHome = ApiSchema<'LibraryAppHome'>;
export type HomeItem = AppHome['categories'][number]['items'][number];
export type HomeAdvert = AppHome['adverts']['home_top'][number];

/** What the app's home shows now, or `at` a moment (scheduled ads): the app's own call, read again on coming back. */
export const useAppHome = (at: string | undefined) =>
  useQuery({
    queryKey: libraryKeys.of('home', at),
    queryFn: () => http.post<AppHome>('/library/app_home_item_list', at ? { at } : {}),
    refetchOnWindowFocus: true,
  });

/** Every collection, in the app's order. */
export const useCollections = () =>
  useQuery({
    queryKey: COLLECTIONS,
    queryFn: () => http.get<CollectionList>('/library/collection_item_list?limit=1000&sort=sort_order&order=asc'),
  });

/** A page of the item's readers (the last page stays shown while the next loads). */
export const useItemReaders = (id: ItemId | undefined, skip: number, limit: number) =>
  useQuery({
    queryKey: [...readersKey(id), skip],
    queryFn: () => http.get<ReaderPage>(`/library/item/${id}/readers?skip=${skip}&limit=${limit}`),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });

/** The item's figures: its readers, how far they are, how they got it. */
export const useItemStats = (id: ItemId | undefined) =>
  useQuery({
    queryKey: statsKey(id),
    queryFn: () => http.get<ItemStats>(`/library/item/${id}/stats`),
    enabled: id !== undefined,
  });

/** Putting the item into a collection (at its end) and taking it out; the collections and the app's home follow. */
export function useCollectionChanges(itemId: number) {
  const queryClient = useQueryClient();
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: COLLECTIONS });
    void queryClient.invalidateQueries({ queryKey: libraryKeys.of('home') });
  };
  return {
    add: async (collectionId: number) => {
      await http.post(`/library/item/${itemId}/collection`, { collection_id: collectionId });
      await changed();
    },
    remove: async (collection: Collection) => {
      await http.put(`/library/collection_item/${collection.id}`, {
        item_ids: collection.item_ids.filter((i) => i !== itemId),
      });
      await changed();
    },
  };
}

/** Giving the item to a customer with a reason; its readers, its figures and the customer's library follow. */
export function useGrantItem(itemId: ItemId) {
  const queryClient = useQueryClient();
  return async (personId: number, reason: ReaderReason) => {
    await http.post(`/library/lib_item_link/person/${personId}`, { item_id: Number(itemId), reason });
    await Promise.all(
      [readersKey(itemId), statsKey(itemId), libraryKeys.of('person', personId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}

/** An item in a customer's library: why they have it, since when, from whom, and how far they read. */
export type LibraryLink = ApiSchema<'LibraryLink'>;
export type GrantReason = ApiBody<'/api/library/lib_item_link/person/{person_id}', 'post'>['reason'];

/** A customer's library, and giving them an item or taking one back (the list follows each). */
export function useCustomerLibrary(personId: number) {
  const queryClient = useQueryClient();
  const key = libraryKeys.of('person', personId);
  const path = `/library/lib_item_link/person/${personId}`;
  const library = useQuery({ queryKey: key, queryFn: () => http.get<LibraryLink[]>(path) });
  return {
    library,
    grant: async (item_id: number, reason: GrantReason) =>
      queryClient.setQueryData(key, await http.post<LibraryLink[]>(path, { item_id, reason })),
    remove: async (itemId: number) => {
      await http.delete(`${path}/${itemId}`);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  };
}

/** A category as the arranging dialog lists it, in the app's order. */
export type OrderedCategory = ApiAnswer<'/api/library/category_list'>[number];

/** The categories in the app's order, and saving a new order (the list, the screen and the app's home follow). */
export function useCategoryOrder() {
  const queryClient = useQueryClient();
  const key = libraryKeys.of('category-order');
  const categories = useQuery({ queryKey: key, queryFn: () => http.get<OrderedCategory[]>('/library/category_list') });
  const save = async (ids: number[]) =>
    queryClient.setQueryData(key, await http.put<OrderedCategory[]>('/library/category_order', { ids }));
  return { categories, save };
}

/** Saves the order of a collection's items. */
export const saveCollectionOrder = (collectionId: number | string, itemIds: number[]) =>
  http.put(`/library/collection_item/${collectionId}/order`, { item_ids: itemIds });

/** After a new order is saved: the app's home shows it. */
export const useHomeChanged = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: libraryKeys.of('home') });
};
