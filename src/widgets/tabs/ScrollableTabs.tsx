// A row of tabs that scrolls sideways when it is wider than the screen (a phone), with its scroll buttons there too,
// and the open tab always in view: MUI's own scrolling leaves it under a scroll button in right-to-left, where a
// phone opened on a later tab (a link, a reload) showed another tab as the open one.
import Tabs, { type TabsProps } from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';

export function ScrollableTabs(props: Omit<TabsProps, 'variant' | 'scrollButtons' | 'allowScrollButtonsMobile'>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [props.value]);
  return <Tabs ref={ref} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile {...props} />;
}
