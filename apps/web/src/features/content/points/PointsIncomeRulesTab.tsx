import { type Article, type PointsIncomeRule } from '@bo/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { checkColumn } from '../../../platform/ui/data-table/columnKinds';
import { loadLocally } from '../../../platform/ui/data-table/pageLocally';
import type { DataTableColumn } from '../../../platform/ui/data-table/types';
import { EditableTable } from '../../../platform/ui/editable-table/EditableTable';
import { rowActionsColumn } from '../../../platform/ui/editable-table/rowActions';
import { useConfirmDelete } from '../../../platform/ui/useConfirm';
import { loadPointsRules, pointsKeys, useDeletePointsRule, useSavePointsRule } from './points.api';
import { PointsRuleDialog, type RuleValues } from './PointsRuleDialog';

const listFields = ['brands', 'groups', 'subGroups', 'items'] as const;
const orderByKeys: readonly (keyof PointsIncomeRule)[] = ['id', 'active', 'exclude', ...listFields];

/** What a rule selects, e.g. 'Exclude: MANN / FLT', naming its row's buttons. */
function ruleSummary(rule: PointsIncomeRule, t: TFunction): string {
  const values =
    listFields
      .map((field) => rule[field])
      .filter(Boolean)
      .join(' / ') || t('pointsRuleEveryItem');
  return rule.exclude ? t('excludeValues', { values }) : values;
}

/**
 * Settings › Points income / Items included (B§2, types 3 and 6): the income
 * rules of the content, each add, edit and delete sent at once. As B§8 says,
 * a failed rules call is only logged; a failed save keeps the dialog open
 * with what was entered.
 */
export function PointsIncomeRulesTab({ article }: { article: Article }) {
  const { contentId } = article;
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const save = useSavePointsRule(contentId);
  const remove = useDeletePointsRule(contentId);
  // A few dozen rules at most: the table sorts and pages them in the browser.
  const load = useMemo(
    () => loadLocally((signal) => loadPointsRules(contentId, signal), orderByKeys),
    [contentId],
  );

  const handleSave = async (edited: PointsIncomeRule | null, values: RuleValues) => {
    try {
      await save.mutateAsync(edited ? { ...edited, ...values } : { ...values, contentId });
      return true;
    } catch (error) {
      console.error('Saving the points income rule failed', error);
      return false;
    }
  };

  const handleDelete = async (rule: PointsIncomeRule) => {
    const confirmed = await confirmDelete({
      title: t('pointsRuleDelete'),
      text: t('pointsRuleDeleteConfirm'),
    });
    if (!confirmed) return;
    remove.mutate(rule, {
      onError: (error) => console.error(`Deleting points income rule ${rule.id} failed`, error),
    });
  };

  const columns = (edit: (rule: PointsIncomeRule) => void): DataTableColumn<PointsIncomeRule>[] => [
    checkColumn<PointsIncomeRule>('active', t('active'), t('active')),
    checkColumn<PointsIncomeRule>('exclude', t('exclude'), t('excluded')),
    { field: 'brands', header: t('pointsRuleBrands'), sortable: true },
    { field: 'groups', header: t('pointsRuleGroups'), sortable: true },
    {
      field: 'subGroups',
      header: t('pointsRuleSubGroups'),
      sortable: true,
      ellipsis: true,
      width: 200,
    },
    {
      field: 'items',
      header: t('pointsRuleItems'),
      sortable: true,
      ellipsis: true,
      width: 280,
    },
    rowActionsColumn<PointsIncomeRule>('id', (rule) => [
      {
        label: t('pointsRuleEditNamed', { rule: ruleSummary(rule, t) }),
        icon: <EditIcon fontSize="small" />,
        onClick: () => edit(rule),
      },
      {
        label: t('pointsRuleDeleteNamed', { rule: ruleSummary(rule, t) }),
        icon: <DeleteIcon fontSize="small" />,
        onClick: () => void handleDelete(rule),
      },
    ]),
  ];

  return (
    <EditableTable<PointsIncomeRule, PointsIncomeRule>
      title={t('pointsRules')}
      queryKey={pointsKeys.rules(contentId)}
      load={load}
      columns={columns}
      rowId={(rule) => rule.id}
      defaultOrderBy="id"
      searchable={false}
      addLabel={t('pointsRuleAdd')}
      dialog={(editing) => (
        <PointsRuleDialog
          rule={editing.record}
          onSave={async (values) => {
            if (await handleSave(editing.record, values)) editing.close();
          }}
          onClose={editing.close}
        />
      )}
    />
  );
}
