import type { ContentGroup } from '@bo/contract';
import type { SelectChoice } from '../../../platform/ui/form/FormSelect';

/** A group of the tree as a table row: how deep it sits (0: a root group). */
export type GroupRow = ContentGroup & { depth: number };

/** The tree in reading order, each group followed by its subgroups; `skipId` and its subgroups left out. */
export function flattenGroups(tree: readonly ContentGroup[], skipId = 0, depth = 0): GroupRow[] {
  return tree.flatMap((group) =>
    group.groupId === skipId
      ? []
      : [{ ...group, depth }, ...flattenGroups(group.child, skipId, depth + 1)],
  );
}

/** A group's name indented by its depth, as a select lists it. */
const indented = (row: GroupRow) => '\u00a0\u00a0\u00a0'.repeat(row.depth) + row.giftGroup;

/**
 * The groups a select offers, in tree order, after `first` (the root, or no
 * group); never `exceptId` nor its subgroups (a group's own parent choice).
 * The stored choice `keepId` stays offered (by its id) while the groups load.
 */
export function groupChoices(
  tree: readonly ContentGroup[],
  first: SelectChoice,
  { exceptId = 0, keepId }: { exceptId?: number; keepId: number },
): SelectChoice[] {
  const choices = [
    first,
    ...flattenGroups(tree, exceptId).map((row) => ({ value: row.groupId, label: indented(row) })),
  ];
  return choices.some((choice) => choice.value === keepId)
    ? choices
    : [...choices, { value: keepId, label: String(keepId) }];
}

/** Each group's name by its id, at any depth. */
export function groupNames(tree: readonly ContentGroup[]): ReadonlyMap<number, string> {
  return new Map(flattenGroups(tree).map((row) => [row.groupId, row.giftGroup]));
}
