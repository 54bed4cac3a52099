import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { CountryEntry } from './countryList';
import { CountryFlag } from './CountryFlag';
import { isPickerDisabled, isSearchVisible, searchCountries } from './countrySearch';

/** Delay before the search box takes the focus once the list opens. */
export const SEARCH_FOCUS_DELAY_MS = 100;
/** Height limit of the country list. */
export const LIST_MAX_HEIGHT = '300px';

export interface CountryPickerProps {
  countries: readonly CountryEntry[];
  selected: CountryEntry;
  onSelect: (country: CountryEntry) => void;
  /** Called once the list has closed after a choice (the phone field takes the focus back). */
  onChosen?: () => void;
  disabled?: boolean;
}

/** The flag button at the start of the phone field and its searchable country list. */
export const CountryPicker = ({ countries, selected, onSelect, onChosen, disabled }: CountryPickerProps) => {
  const translate = useTranslate();
  // The list opens under the button, aligned with its inline start (the right edge in Hebrew).
  const inlineStart = useTheme().direction === 'rtl' ? 'right' : 'left';
  const listId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [term, setTerm] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const chose = useRef(false);
  const matches = useMemo(() => searchCountries(countries, term), [countries, term]);
  const open = anchor !== null;
  const showSearch = isSearchVisible(countries.length, term);

  useEffect(() => {
    if (!open || !showSearch) return;
    const timer = setTimeout(() => {
      searchRef.current?.focus();
      // Show the current country in the list (jsdom has no scrollIntoView).
      listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
    }, SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, showSearch]);

  const close = () => {
    setAnchor(null);
    setTerm('');
  };
  const choose = (country: CountryEntry) => {
    chose.current = true;
    close();
    onSelect(country);
  };
  // Focus goes back to the button after Escape, to the phone field after a choice.
  const onExited = () => {
    if (chose.current && onChosen) onChosen();
    else buttonRef.current?.focus();
    chose.current = false;
  };
  const onSearchKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      listRef.current?.querySelector<HTMLElement>('[role="option"]')?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (matches[0]) choose(matches[0]);
    }
  };

  return (
    <>
      <ButtonBase
        ref={buttonRef}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled || isPickerDisabled(countries.length, term)}
        aria-label={translate('inputs.phone.choose_country', { country: selected.name })}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        sx={{ gap: 0.25, paddingBlock: 0.5, paddingInline: 0.5, borderRadius: 1 }}
      >
        <CountryFlag iso2={selected.iso2} />
        <ArrowDropDown fontSize="small" color={disabled ? 'disabled' : 'action'} />
      </ButtonBase>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        disableRestoreFocus
        slotProps={{ transition: { onExited } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: inlineStart }}
        transformOrigin={{ vertical: 'top', horizontal: inlineStart }}
      >
        {showSearch && (
          <TextField
            inputRef={searchRef}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={onSearchKeyDown}
            placeholder={translate('inputs.phone.search')}
            size="small"
            fullWidth
            variant="outlined"
            slotProps={{ htmlInput: { 'aria-label': translate('inputs.phone.search'), 'aria-controls': listId } }}
            sx={{ padding: 1, boxSizing: 'border-box' }}
          />
        )}
        <MenuList
          id={listId}
          ref={listRef}
          role="listbox"
          autoFocusItem={open && !showSearch}
          sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', minWidth: 280 }}
        >
          {matches.map((country) => (
            <MenuItem
              key={country.iso2}
              role="option"
              selected={country.iso2 === selected.iso2}
              aria-selected={country.iso2 === selected.iso2}
              onClick={() => choose(country)}
            >
              <ListItemIcon>
                <CountryFlag iso2={country.iso2} />
              </ListItemIcon>
              <ListItemText primary={country.name} />
              <Typography
                component="bdi"
                dir="ltr"
                variant="body2"
                color="text.secondary"
                sx={{ marginInlineStart: 2 }}
              >
                +{country.dialCode}
              </Typography>
            </MenuItem>
          ))}
          {matches.length === 0 && (
            <MenuItem disabled>
              <ListItemText primary={translate('inputs.phone.no_countries')} />
            </MenuItem>
          )}
        </MenuList>
      </Popover>
    </>
  );
};
