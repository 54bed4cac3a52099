import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'ra-core';
import { loadCatalog } from '../../i18n/catalogs';
import { locales } from '../../i18n/locales';
import { useSwitchLocale } from '../../i18n/useSwitchLocale';

interface Props {
  color?: ButtonProps['color'];
  /** The icon alone, the language's name in its tooltip (a phone's top bar leaves the page title its room). */
  compact?: boolean;
}

/** One click to the other language (named in itself), remembered in this browser; the page redraws in place. */
export const LocaleSwitch = ({ color = 'primary', compact = false }: Props) => {
  const [locale] = useLocaleState();
  const switchLocale = useSwitchLocale();
  const translate = useTranslate();
  const other = locales.find((l) => l.locale !== locale) ?? locales[0];
  const label = `${translate('app.locale.label')}: ${other.name}`;
  // The other language's catalogue is fetched as the pointer or the focus reaches the switch, not after the click
  // (a failure is tried again by the click).
  const prefetch = {
    onPointerEnter: () => void loadCatalog(other.locale).catch(() => undefined),
    onFocus: () => void loadCatalog(other.locale).catch(() => undefined),
  };
  if (compact)
    return (
      <Tooltip title={other.name}>
        <IconButton
          color={color}
          onClick={() => void switchLocale(other.locale)}
          lang={other.locale}
          aria-label={label}
          {...prefetch}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button
      color={color}
      startIcon={<TranslateIcon />}
      onClick={() => void switchLocale(other.locale)}
      lang={other.locale}
      aria-label={label}
      {...prefetch}
      sx={{ textTransform: 'none', '& .MuiButton-startIcon': { marginInlineEnd: 0.75, marginInlineStart: -0.5 } }}
    >
      {other.name}
    </Button>
  );
};
