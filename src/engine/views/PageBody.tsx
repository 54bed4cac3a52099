import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AppResource } from '../resourceTypes';
import type { PageSpec, SectionLayout } from './pageLayout';
import { QueryTabs } from './QueryTabs';
import { TitledSection } from '../../widgets/page/TitledSection';

interface Props {
  resource: AppResource;
  page: PageSpec;
  /** How one field is drawn (an input in forms, a labelled value on show pages). */
  renderField: (name: string) => ReactNode;
}

const Section = ({
  resource,
  section,
  renderField,
}: {
  resource: AppResource;
  section: SectionLayout;
  renderField: Props['renderField'];
}) => {
  const translate = useTranslate();
  return (
    <TitledSection title={section.id ? translate(`resources.${resource.name}.sections.${section.id}`) : undefined}>
      {section.fields.map((name) => (
        <div key={name}>{renderField(name)}</div>
      ))}
    </TitledSection>
  );
};

/**
 * The body of a generated page: its sections, and with several tabs the tabs themselves (open tab in `?t=`). Every
 * tab stays mounted, so a form keeps and validates what was typed in a tab that is not open.
 */
export const PageBody = ({ resource, page, renderField }: Props) => {
  const translate = useTranslate();
  /** The resource's own word for a tab, else the common one (`entities.tabs.details`, `entities.tabs.history`). */
  const tabLabel = (id: string) =>
    translate(`resources.${resource.name}.tabs.${id}`, { _: '' })
      ? `resources.${resource.name}.tabs.${id}`
      : `entities.tabs.${id}`;
  const panel = (tab: PageSpec['tabs'][number]) => {
    const Custom = tab.component;
    return (
      <>
        {tab.sections.map((section) => (
          <Section key={section.id || 'main'} resource={resource} section={section} renderField={renderField} />
        ))}
        {Custom ? <Custom /> : null}
      </>
    );
  };
  if (page.tabs.length === 1) return panel(page.tabs[0]);
  return (
    <QueryTabs
      keepMounted
      tabs={page.tabs.map((tab) => ({ id: tab.id, label: tabLabel(tab.id), content: panel(tab) }))}
    />
  );
};
