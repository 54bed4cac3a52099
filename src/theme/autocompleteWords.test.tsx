import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import he from '../i18n/he/public';
import { createAppTheme } from './theme';

const valueAt = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], he);
const hebrew = (key: string, options?: Record<string, unknown>) => String(valueAt(key) ?? options?._ ?? key);

describe("an Autocomplete's own words", () => {
  it('come from the catalogue, not MUI English (the new-order search boxes)', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme(createAppTheme('rtl', 'light', hebrew))}>
        <Autocomplete options={['א']} value="א" renderInput={(params) => <TextField {...params} label="לקוח" />} />
      </ThemeProvider>,
    );
    const labels = [...container.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual(['ניקוי הערך', 'פתיחה']);
  });
});
