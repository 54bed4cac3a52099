/** A tree of messages: strings, nested. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

const isTree = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Deep-merges domain message files into one tree. Two files defining the same leaf is a mistake
 * (one would silently win), so it throws and names the key.
 */
export function mergeMessages(...trees: MessageTree[]): MessageTree {
  const merge = (target: MessageTree, source: MessageTree, path: string): MessageTree => {
    for (const [key, value] of Object.entries(source)) {
      const here = path ? `${path}.${key}` : key;
      const existing = target[key];
      if (isTree(value) && (existing === undefined || isTree(existing))) {
        target[key] = merge(existing ?? {}, value, here);
      } else if (existing === undefined) {
        target[key] = value;
      } else {
        throw new Error(`Message "${here}" is defined twice`);
      }
    }
    return target;
  };
  return trees.reduce<MessageTree>((acc, tree) => merge(acc, tree, ''), {});
}

/** Every leaf key of a tree, dotted. */
export function leafKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isTree(value) ? leafKeys(value, path) : [path];
  });
}
