import { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askReferencesAhead } from './referencesAhead';
import { joiningAhead } from './prefetchFirstPage';
import { fileQueryKey } from '../widgets/files/records';
import type { FieldSpec } from './fields';

const loadFileRecord = vi.hoisted(() => vi.fn());
vi.mock('../widgets/files/records', async (original) => ({
  ...(await original<typeof import('../widgets/files/records')>()),
  loadFileRecord,
}));

const fields = {
  author_ids: { kind: 'references', reference: 'authors' },
  cover: { kind: 'image' },
  images: { kind: 'images' },
} as unknown as Record<string, FieldSpec>;

const key = (ids: string[]) => ['authors', 'getMany', { ids, meta: undefined }];

afterEach(() => {
  vi.unstubAllGlobals();
  loadFileRecord.mockReset();
});

describe('askReferencesAhead', () => {
  it('fills each list-of-references cell with its records in its order, from one request', async () => {
    const getMany = vi.fn().mockResolvedValue({ data: [{ id: 2 }, { id: 1 }] });
    const queryClient = new QueryClient();
    const rows = [
      { id: 10, author_ids: [1, 2] },
      { id: 11, author_ids: [2] },
      { id: 12, author_ids: [] },
      { id: 13, author_ids: [2, 3] },
    ];
    askReferencesAhead({
      rows,
      columns: ['author_ids'],
      fields,
      dataProvider: { getMany } as unknown as DataProvider,
      queryClient,
    });
    await vi.waitFor(() => expect(queryClient.getQueryData(key(['2']))).toEqual([{ id: 2 }]));
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany).toHaveBeenCalledWith('authors', { ids: [1, 2, 3], meta: { silent: true } });
    expect(queryClient.getQueryData(key(['1', '2']))).toEqual([{ id: 1 }, { id: 2 }]);
    // a cell with a record the answer lacks is left to ask for itself
    expect(queryClient.getQueryState(key(['2', '3']))).toBeUndefined();
  });

  it('asks for the records of the files the cells show, and their pictures, once each', async () => {
    const pictures: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          pictures.push(url);
        }
      },
    );
    loadFileRecord.mockImplementation((pathKey: string) =>
      Promise.resolve(
        pathKey === 'gone.jpg'
          ? null
          : { path_key: pathKey, mime_type: 'image/jpeg', url: `/u/${pathKey}`, thumbnail_url: `/t/${pathKey}` },
      ),
    );
    const queryClient = new QueryClient();
    askReferencesAhead({
      rows: [
        { id: 1, cover: 'a.jpg', images: ['b.jpg', 'c.jpg'] },
        { id: 2, cover: 'a.jpg', images: [] },
        { id: 3, cover: 'gone.jpg', images: null },
      ],
      columns: ['cover', 'images'],
      fields,
      dataProvider: {} as DataProvider,
      queryClient,
    });
    await vi.waitFor(() => expect(pictures.sort()).toEqual(['/t/a.jpg', '/t/b.jpg']));
    // a list cell shows the first of a field's files only
    expect(loadFileRecord.mock.calls.map(([pathKey]) => pathKey).sort()).toEqual(['a.jpg', 'b.jpg', 'gone.jpg']);
  });

  it('fetches no picture ahead for a record that carries its cell picture', async () => {
    const pictures: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          pictures.push(url);
        }
      },
    );
    loadFileRecord.mockImplementation((pathKey: string) =>
      Promise.resolve({
        path_key: pathKey,
        mime_type: 'image/jpeg',
        url: `/u/${pathKey}`,
        thumbnail_url: `/t/${pathKey}`,
        cell_picture: pathKey === 'old.jpg' ? null : 'data:image/webp;base64,UklGRg==',
      }),
    );
    const queryClient = new QueryClient();
    askReferencesAhead({
      rows: [
        { id: 1, cover: 'new.jpg' },
        { id: 2, cover: 'old.jpg' },
      ],
      columns: ['cover'],
      fields,
      dataProvider: {} as DataProvider,
      queryClient,
    });
    await vi.waitFor(() => expect(pictures).toEqual(['/t/old.jpg']));
    expect(queryClient.getQueryData(fileQueryKey('new.jpg'))).toMatchObject({ path_key: 'new.jpg' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pictures).toEqual(['/t/old.jpg']);
  });
});

describe('a cell asking for records asked ahead and still on their way', () => {
  const rows = [{ id: 10, author_ids: [1, 2] }];
  const ahead = (getMany: DataProvider['getMany']) =>
    askReferencesAhead({
      rows,
      columns: ['author_ids'],
      fields,
      dataProvider: { getMany } as unknown as DataProvider,
      queryClient: new QueryClient(),
    });

  it('joins them instead of asking again', async () => {
    let answer: (value: { data: { id: number }[] }) => void = () => undefined;
    const getMany = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    ahead(getMany as unknown as DataProvider['getMany']);
    const cells = joiningAhead({ getMany } as unknown as DataProvider);
    const joined = cells.getMany('authors', { ids: [2] });
    answer({ data: [{ id: 1 }, { id: 2 }] });
    expect(await joined).toEqual({ data: [{ id: 2 }] });
    expect(getMany).toHaveBeenCalledTimes(1);
  });

  it('asks for itself when they failed, or when they do not hold its records', async () => {
    const getMany = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ data: [{ id: 2 }, { id: 3 }] });
    ahead(getMany);
    const cells = joiningAhead({ getMany } as unknown as DataProvider);
    expect(await cells.getMany('authors', { ids: [2] })).toEqual({ data: [{ id: 2 }, { id: 3 }] });
    expect(await cells.getMany('authors', { ids: [3] })).toEqual({ data: [{ id: 2 }, { id: 3 }] });
    expect(getMany).toHaveBeenCalledTimes(3);
  });
});
