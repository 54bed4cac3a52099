import Tab from '@mui/material/Tab';
import { Link } from 'react-router-dom';
import { ScrollableTabs } from '../../widgets/tabs/ScrollableTabs';

export interface RouteTab {
  /** The tab's address, and its value. */
  path: string;
  /** Its label, already translated. */
  label: string;
}

interface Props {
  tabs: readonly RouteTab[];
  /** The path of the tab the address is on, or false for none. */
  current: string | false;
  /** Names the tab list for screen readers. */
  label: string;
  /** The space under the tabs, in theme spacing. */
  mb: number;
}

/** An area's sections as tabs above its lists: each tab is a link to its route, the current one follows the address. */
export function RouteTabs({ tabs, current, label, mb }: Props) {
  return (
    <ScrollableTabs value={current} sx={{ mb, borderBottom: 1, borderColor: 'divider' }} aria-label={label}>
      {tabs.map((tab) => (
        <Tab key={tab.path} value={tab.path} label={tab.label} component={Link} to={tab.path} />
      ))}
    </ScrollableTabs>
  );
}
