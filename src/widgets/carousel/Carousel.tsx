// The carousel (embla): dots, drag, autoplay that pauses while a person handles it, right to left in Hebrew. As a
// carousel it shows 4 items a view (2 under 991 px, 1 under 600 px); as a slider, fixed-width slides that loop
// (MOTION in carouselItems.ts holds each kind's timings and sizes).
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MOTION, slidesPerView, type CarouselKind } from './carouselItems';

interface Props {
  items: { id: string; content: ReactNode }[];
  /** Items a view on wide screens (default 4). */
  perView?: number;
  autoplay?: boolean;
  /** Accessible name of the whole carousel. */
  label?: string;
  /** A carousel (items a view) or a slider (fixed-width slides in a loop). */
  kind?: CarouselKind;
}

export function Carousel({ items, perView = 4, autoplay = true, label, kind = 'carousel' }: Props) {
  const theme = useTheme();
  const translate = useTranslate();
  const rtl = theme.direction === 'rtl';
  const under600 = useMediaQuery('(max-width:599.95px)');
  const under991 = useMediaQuery('(max-width:990.95px)');
  const shown = slidesPerView(under600 ? 599 : under991 ? 990 : 1200, perView);
  const motion = MOTION[kind];
  const [viewport, embla] = useEmblaCarousel(
    {
      direction: rtl ? 'rtl' : 'ltr',
      dragThreshold: motion.dragThreshold,
      duration: motion.duration,
      loop: motion.loop && items.length > 1,
      align: 'start',
      slidesToScroll: 1,
    },
    autoplay ? [Autoplay({ delay: motion.autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })] : [],
  );
  const slide =
    kind === 'slider'
      ? { flex: `0 0 ${MOTION.slider.slideWidth}px`, maxWidth: '100%', minWidth: 0, marginInlineEnd: MOTION.slider.gap }
      : { flex: `0 0 ${100 / shown}%`, minWidth: 0, px: 0.5 };
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);

  const update = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  // the chevrons point the way the slides move: in Hebrew 'previous' is on the right
  const PrevIcon = rtl ? ChevronRight : ChevronLeft;
  const NextIcon = rtl ? ChevronLeft : ChevronRight;
  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label} sx={{ position: 'relative' }}>
      <Box ref={viewport} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', mx: kind === 'slider' ? 0 : -0.5 }}>
          {items.map((item, index) => (
            <Box
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={translate('files.carousel.go_to', { index: index + 1 })}
              sx={slide}
            >
              {item.content}
            </Box>
          ))}
        </Box>
      </Box>
      {snaps.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 1 }}>
          <IconButton
            size="small"
            aria-label={translate('files.carousel.previous')}
            onClick={() => embla?.scrollPrev()}
          >
            <PrevIcon />
          </IconButton>
          {snaps.map((_, index) => (
            <Box
              key={index}
              component="button"
              type="button"
              aria-label={translate('files.carousel.go_to', { index: index + 1 })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
              sx={{
                width: 10,
                height: 10,
                p: 0,
                border: 0,
                borderRadius: '50%',
                cursor: 'pointer',
                bgcolor: index === selected ? 'primary.main' : 'action.disabled',
              }}
            />
          ))}
          <IconButton size="small" aria-label={translate('files.carousel.next')} onClick={() => embla?.scrollNext()}>
            <NextIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
