import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../resources/customers/testing';
import { useSortableAccessibility } from './useSortableAccessibility';

function Probe() {
  const { announcements, screenReaderInstructions } = useSortableAccessibility([3, 7], (id) =>
    id === 3 ? 'פרוזה' : 'שירה',
  );
  const active = { id: 7, data: { current: undefined }, rect: { current: { initial: null, translated: null } } };
  const over = {
    id: 3,
    rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
    disabled: false,
    data: { current: undefined },
  };
  return (
    <ul>
      <li>{screenReaderInstructions.draggable}</li>
      <li>{announcements.onDragStart({ active })}</li>
      <li>{announcements.onDragOver({ active, over })}</li>
      <li>{announcements.onDragEnd({ active, over })}</li>
      <li>{announcements.onDragCancel({ active, over: null })}</li>
    </ul>
  );
}

describe('what a screen reader hears while a list is reordered', () => {
  it('speaks the person language and names items as the screen does, with their places', () => {
    renderAdmin(<Probe />, { locale: 'he' });
    const heard = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(heard[0]).toMatch(/רווח/);
    expect(heard.slice(1)).toEqual([
      'שירה הורם, במקום 2 מתוך 2.',
      'שירה נמצא עכשיו מעל מקום 1 מתוך 2.',
      'שירה הונח במקום 1 מתוך 2.',
      'ההזזה של שירה בוטלה.',
    ]);
    expect(heard.join(' ')).not.toMatch(/draggable|pick up|press/i);
  });

  // dnd-kit's defaults are English and name items by their ids: every drag-and-drop area gives its own words.
  it('is given to every DndContext in the admin', () => {
    const root = path.resolve(__dirname, '..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) =>
        statSync(path.join(dir, name)).isDirectory()
          ? files(path.join(dir, name))
          : /(?<!\.test)\.tsx$/.test(name)
            ? [path.join(dir, name)]
            : [],
      );
    const bare = files(root).filter((file) => /<DndContext(?![^>]*\baccessibility=)/.test(readFileSync(file, 'utf8')));
    expect(bare.map((file) => path.relative(root, file))).toEqual([]);
  });
});
