import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import type { CurrentUser } from '../../authProvider/types';
import { useCurrentUser } from '../../authProvider/useCurrentUser';
import { ScrollableTabs } from '../../widgets/tabs/ScrollableTabs';

export interface QueryTab {
  /** Value of the query parameter. */
  id: string;
  /** i18n key of the tab's label. */
  label: string;
  content: ReactNode;
  /** Who sees the tab (default: everyone who sees the page): what their roles must grant. */
  access?: (user: CurrentUser) => boolean;
}

/** The open tab: the parameter's value when it names a tab, else the first tab. */
export const activeTabId = (tabs: readonly QueryTab[], value: string | null): string =>
  tabs.some((tab) => tab.id === value) ? (value as string) : tabs[0].id;

/** The page's query with the tab set, every other parameter kept. */
export function withTab(params: URLSearchParams, param: string, id: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(param, id);
  return next;
}

interface Props {
  tabs: readonly QueryTab[];
  /** Query parameter holding the open tab (`t`). */
  param?: string;
  /** i18n key naming the tab list for screen readers. */
  label?: string;
  /** Mount every tab at once (a form whose inputs live in several tabs), not each on first opening. */
  keepMounted?: boolean;
}

/**
 * Tabs whose open tab lives in the page address (`?t=notes`): a link or a reload opens the same tab, Back returns
 * to the previous one. A tab stays mounted once opened, so switching keeps what was typed in it.
 */
export const QueryTabs = ({ tabs: declared, param = 't', label, keepMounted }: Props) => {
  const translate = useTranslate();
  const user = useCurrentUser();
  const tabs = declared.filter((tab) => !tab.access || (user !== null && tab.access(user)));
  // react-admin's router hooks: the router the admin runs in, whichever it is.
  const location = useLocation();
  const navigate = useNavigate();
  const searchParams = new URLSearchParams(location.search);
  const current = activeTabId(tabs, searchParams.get(param));
  const open = (id: string) =>
    navigate({
      pathname: location.pathname,
      search: `?${withTab(searchParams, param, id).toString()}`,
      hash: location.hash,
    });
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([current]));
  if (!opened.has(current)) setOpened(new Set([...opened, current]));

  return (
    <>
      {/* width 100%: the scrollable tabs may not widen the page beyond a phone's screen */}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, width: '100%', maxWidth: '100%', minWidth: 0 }}>
        <ScrollableTabs
          value={current}
          onChange={(_, id: string) => open(id)}
          aria-label={label ? translate(label) : undefined}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={translate(tab.label)}
              id={`tab-${tab.id}`}
              aria-controls={`tabpanel-${tab.id}`}
            />
          ))}
        </ScrollableTabs>
      </Box>
      {tabs
        .filter((tab) => keepMounted || opened.has(tab.id))
        .map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`tabpanel-${tab.id}`}
            aria-labelledby={`tab-${tab.id}`}
            hidden={tab.id !== current}
          >
            {tab.content}
          </div>
        ))}
    </>
  );
};
