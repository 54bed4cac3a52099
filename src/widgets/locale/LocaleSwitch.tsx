import Button, { type ButtonProps } from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useEffect } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { loadCatalog } from '../../i18n/catalogs';
import { directionOf, locales, type AppLocale } from '../../i18n/locales';
import { fillCacheAhead } from '../../theme/emotionCache';
import { useSwitchLocale } from '../../i18n/useSwitchLocale';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

interface Props {
  color?: ButtonProps['color'];
  /**
   * The other language's catalogue is fetched once the screen's data is here (the signed-in app: a switch then only
   * redraws); elsewhere it is fetched as the pointer or the focus reaches the switch.
   */
  fetchOtherAhead?: boolean;
  /** The icon alone, the language's name in its tooltip (a phone's top bar leaves the page title its room). */
  compact?: boolean;
}

/**
 * Once the screen's data is here (no query in flight), fetches the other language's catalogue (small: it is asked at
 * once, so a switch soon after the screen shows finds it here) and, in the browser's idle time, fills its direction's
 * style cache with the styles drawn so far: a switch then only redraws, and the screen had the network and the thread
 * first.
 */
const OtherLanguageAhead = ({ locale }: { locale: AppLocale }) => {
  const fetching = useIsFetching() > 0;
  useEffect(() => {
    if (fetching) return;
    let live = true;
    let stopFilling = () => {};
    void loadCatalog(locale)
      .then(() => {
        if (live) stopFilling = fillCacheAhead(directionOf(locale));
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stopFilling();
    };
  }, [fetching, locale]);
  return null;
};

/** One click to the other language (named in itself), remembered in this browser; the page redraws in place. */
export const LocaleSwitch = ({ color = 'primary', compact = false, fetchOtherAhead = false }: Props) => {
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
  const ahead = fetchOtherAhead ? <OtherLanguageAhead locale={other.locale} /> : null;
  if (compact)
    return (
      <>
        {ahead}
        <LabelledIconButton
          label={label}
          color={color}
          onClick={() => void switchLocale(other.locale)}
          lang={other.locale}
          {...prefetch}
        >
          <TranslateIcon />
        </LabelledIconButton>
      </>
    );
  return (
    <>
      {ahead}
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
    </>
  );
};
