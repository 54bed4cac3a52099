import { describe, expect, it, vi } from 'vitest';
import { progressPercent } from './api';
import { formatBytes, isHeic, kindOf, matchesAccept } from './fileKinds';
import { convertIfHeic } from './heic';

vi.mock('heic2any', () => ({ default: vi.fn(async () => new Blob(['jpeg bytes'], { type: 'image/jpeg' })) }));

describe('file kinds', () => {
  it('sorts types into what the lightbox shows', () => {
    expect(kindOf('image/png')).toBe('image');
    expect(kindOf('video/mp4')).toBe('video');
    expect(kindOf('application/pdf')).toBe('pdf');
    expect(kindOf('image/heic')).toBe('other');
    expect(kindOf('text/csv')).toBe('other');
  });

  it('matches the picker filter: types, wildcards, extensions; empty takes anything', () => {
    const png = { name: 'Cover.PNG', type: 'image/png' };
    expect(matchesAccept(png, 'image/*')).toBe(true);
    expect(matchesAccept(png, '.pdf, .png')).toBe(true);
    expect(matchesAccept(png, 'application/pdf')).toBe(false);
    expect(matchesAccept({ name: 'a.txt', type: 'text/plain' }, 'image/*')).toBe(false);
    expect(matchesAccept(png, undefined)).toBe(true);
    expect(matchesAccept(png, ' ')).toBe(true);
  });

  it('says sizes in the reader language', () => {
    expect(formatBytes(12, 'en')).toBe('12 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024, 'he')).toBe('50 MB');
  });

  it('shows progress as loaded/total minus 1, never below 0', () => {
    expect(progressPercent(0, 100)).toBe(0);
    expect(progressPercent(50, 100)).toBe(49);
    expect(progressPercent(100, 100)).toBe(99);
    expect(progressPercent(10, 0)).toBe(0);
  });

  it('converts HEIC photos to JPEG before upload and leaves other files alone', async () => {
    expect(isHeic({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'x', type: 'image/heif' })).toBe(true);
    const photo = new File(['heic bytes'], 'IMG_0001.HEIC', { type: 'image/heic' });
    const converted = await convertIfHeic(photo);
    expect(converted.name).toBe('IMG_0001.jpg');
    expect(converted.type).toBe('image/jpeg');
    const png = new File(['png'], 'a.png', { type: 'image/png' });
    expect(await convertIfHeic(png)).toBe(png);
  });
});
