import { describe, expect, it } from 'vitest';
import { cellPictureOf, pictureOf, type FileRecord } from './records';

const CELL = 'data:image/webp;base64,UklGRg==';
const file = (over: Partial<FileRecord>): FileRecord =>
  ({
    path_key: 'a/x.png',
    mime_type: 'image/png',
    url: '/api/files_v2/download?path_key=a%2Fx.png',
    thumbnail_url: '/api/files_v2/thumbnail?path_key=a%2Fx.png',
    cell_picture: null,
    ...over,
  }) as FileRecord;

describe('the picture a file is shown by', () => {
  it('in a list cell: the picture the record carries, which needs no request', () => {
    expect(cellPictureOf(file({ cell_picture: CELL }))).toBe(CELL);
  });

  it('in a list cell without one (stored before, not made yet; an SVG): the thumbnail, else the image', () => {
    expect(cellPictureOf(file({}))).toBe('/api/files_v2/thumbnail?path_key=a%2Fx.png');
    const svg = file({ mime_type: 'image/svg+xml', thumbnail_url: null });
    expect(cellPictureOf(svg)).toBe(svg.url);
    expect(cellPictureOf(file({ mime_type: 'application/pdf', thumbnail_url: null }))).toBeUndefined();
  });

  it('larger than a cell: the thumbnail, whatever the record carries', () => {
    expect(pictureOf(file({ cell_picture: CELL }))).toBe('/api/files_v2/thumbnail?path_key=a%2Fx.png');
  });
});
