// A row of tabs that scrolls sideways when it is wider than the screen (a phone), with its scroll buttons there too,
// and the open tab always in view. MUI brings it into view before its scroll buttons appear; they then narrow the
// row and cover it (a phone opened on a later tab showed it under a button). So the open tab is brought into view
// again whenever the row's visible width changes, and when another tab opens.
import Tabs, { type TabsProps } from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';

const showOpenTab = (row: HTMLElement | null) =>
  row
    ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

export function ScrollableTabs(props: Omit<TabsProps, 'variant' | 'scrollButtons' | 'allowScrollButtonsMobile'>) {
  const ref = useRef<HTMLDivElement>(null);
  // whether the row's width is watched: the watcher's first call, as the row is drawn, then shows the open tab
  const watched = useRef(false);
  const drawn = useRef(false);
  useEffect(() => {
    const scroller = ref.current?.querySelector('.MuiTabs-scroller');
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => showOpenTab(ref.current));
    observer.observe(scroller);
    watched.current = true;
    return () => {
      observer.disconnect();
      watched.current = false;
    };
  }, []);
  // another tab opened (or, with no watcher, the row was drawn): it is brought into view
  useEffect(() => {
    if (drawn.current || !watched.current) showOpenTab(ref.current);
    drawn.current = true;
  }, [props.value]);
  return <Tabs ref={ref} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile {...props} />;
}
