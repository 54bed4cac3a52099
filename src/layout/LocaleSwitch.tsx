import { Button, type ButtonProps } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { locales } from '../i18n/locales';

/** One click to the other language (named in itself), remembered in this browser. */
export const LocaleSwitch = ({ color = 'primary' }: { color?: ButtonProps['color'] }) => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const other = locales.find((l) => l.locale !== locale) ?? locales[0];
  return (
    <Button
      color={color}
      startIcon={<TranslateIcon />}
      onClick={() => setLocale(other.locale)}
      lang={other.locale}
      aria-label={`${translate('app.locale.label')}: ${other.name}`}
      sx={{ textTransform: 'none', '& .MuiButton-startIcon': { marginInlineEnd: 0.75, marginInlineStart: -0.5 } }}
    >
      {other.name}
    </Button>
  );
};
