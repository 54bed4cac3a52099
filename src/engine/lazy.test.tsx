import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy';

describe('a part of a screen loaded on first use', () => {
  it('shows nothing until its chunk is in, then the part, the rest of the screen shown meanwhile', async () => {
    let resolve: (component: () => ReactElement) => void = () => undefined;
    const Part = lazyPart(() => new Promise<() => ReactElement>((r) => (resolve = r)));
    render(
      <div>
        <p>list</p>
        <Part />
      </div>,
    );
    expect(screen.getByText('list')).toBeTruthy();
    expect(screen.queryByText('generate codes')).toBeNull();
    resolve(() => <button type="button">generate codes</button>);
    expect(await screen.findByRole('button', { name: 'generate codes' })).toBeTruthy();
    expect(screen.getByText('list')).toBeTruthy();
  });
});
