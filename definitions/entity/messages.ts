// An entity's words in one language, as the admin's catalogue keeps them under `resources.<name>`: its name, its
// fields, their help lines, their values, its switches' states, its actions, and its pages' sections and tabs, all
// from the definition.
import type { EntityDefinition } from './defineEntity';
import type { Label, MessageTree } from './fields';

export type { MessageTree } from './fields';

const isTree = (value: unknown): value is MessageTree => typeof value === 'object' && value !== null;

/** `extra` laid over `base`, branch by branch. */
function merged(base: MessageTree, extra: MessageTree): MessageTree {
  const out: MessageTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const under = out[key];
    out[key] = isTree(value) && isTree(under) ? merged(under, value) : value;
  }
  return out;
}

const wordsOf = (labels: Record<string, Label>, language: keyof Label): MessageTree =>
  Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, label[language]]));

/** `resources.<name>.*` in one language: the entity's name, its fields, their values, sections and tabs. */
export function entityMessages(definition: EntityDefinition, language: keyof Label): MessageTree {
  const fields: MessageTree = {
    id: language === 'he' ? 'מזהה' : 'ID',
    created_at: language === 'he' ? 'נוסף' : 'Added',
  };
  const values: MessageTree = {};
  const toggle: MessageTree = {};
  const help: MessageTree = {};
  for (const [name, def] of Object.entries(definition.fields)) {
    fields[name] = def.label[language];
    if (def.help) help[name] = def.help[language];
    if (def.kind === 'enum' || def.kind === 'enums') values[name] = wordsOf(def.values, language);
    if (def.kind === 'boolean' && def.toggle)
      toggle[name] = wordsOf({ on: def.toggle.on, off: def.toggle.off }, language);
    // A row's fields under dotted keys, as the admin's row inputs read them.
    if (def.kind === 'rows')
      for (const [inner, field] of Object.entries(def.fields)) fields[`${name}.${inner}`] = field.label[language];
  }
  for (const [name, only] of Object.entries(definition.list.only ?? {})) fields[name] = only.label[language];
  if (definition.options?.tree) fields.children = definition.options.tree.children[language];
  const tree: MessageTree = { name: definition.label[language], fields, values };
  if (Object.keys(toggle).length) tree.toggle = toggle;
  if (Object.keys(help).length) tree.help = help;
  if (definition.actions?.length)
    tree.actions = Object.fromEntries(
      definition.actions.flatMap((action) => [
        [action.id, action.label[language]],
        [`${action.id}_done`, action.done[language]],
      ]),
    );
  const layout = definition.layout;
  if (layout && !Array.isArray(layout)) {
    const sections = 'sections' in layout ? layout.sections : layout.tabs.flatMap((tab) => tab.sections ?? []);
    tree.sections = Object.fromEntries(sections.map((section) => [section.id, section.label[language]]));
    if ('tabs' in layout) tree.tabs = Object.fromEntries(layout.tabs.map((tab) => [tab.id, tab.label[language]]));
  }
  return definition.words ? merged(tree, definition.words[language]) : tree;
}
