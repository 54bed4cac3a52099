import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppTheme } from './theme';

const themed = (node: ReactNode) =>
  render(<ThemeProvider theme={createTheme(createAppTheme('rtl'))}>{node}</ThemeProvider>);

describe("the specification's dialog, tooltip and multi-select constants", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a modal is at most 720 px wide and a confirmation 380 px', () => {
    themed(
      <Dialog open maxWidth="sm">
        <p>modal</p>
      </Dialog>,
    );
    expect(getComputedStyle(screen.getByText('modal').closest('.MuiDialog-paper')!).maxWidth).toBe('720px');
    themed(
      <Dialog open maxWidth="xs">
        <p>confirm</p>
      </Dialog>,
    );
    expect(getComputedStyle(screen.getByText('confirm').closest('.MuiDialog-paper')!).maxWidth).toBe('380px');
  });

  it('a tooltip waits 200 ms before showing', () => {
    // MUI's tooltips share one "a tooltip was just open" state (the next one then shows at once), cleared a while
    // after one closes; a tooltip another test file unmounted while open leaves it set. One opened and closed here
    // long enough ago clears it.
    const earlier = themed(
      <Tooltip title="earlier">
        <button type="button">first</button>
      </Tooltip>,
    );
    fireEvent.mouseOver(screen.getByText('first'));
    act(() => void vi.advanceTimersByTime(300));
    fireEvent.mouseLeave(screen.getByText('first'));
    act(() => void vi.advanceTimersByTime(2000));
    earlier.unmount();
    themed(
      <Tooltip title="tip">
        <button type="button">anchor</button>
      </Tooltip>,
    );
    fireEvent.mouseOver(screen.getByText('anchor'));
    act(() => void vi.advanceTimersByTime(150));
    expect(screen.queryByText('tip')).toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByText('tip')).toBeTruthy();
  });

  it('a closed multi-select shows four chosen items, then "+N"', () => {
    const chosen = ['א', 'ב', 'ג', 'ד', 'ה', 'ו'];
    themed(
      <Autocomplete
        multiple
        options={chosen}
        value={chosen}
        renderInput={(params) => <TextField {...params} label="תגיות" />}
      />,
    );
    expect(document.querySelectorAll('.MuiChip-root')).toHaveLength(4);
    expect(screen.getByText('+2')).toBeTruthy();
  });
});
