import { auditActionKeys, auditEntityKey, auditFieldKey, isAuditAction } from '@bo/contract';
import type { TFunction } from 'i18next';

/** An entity code's name in the catalogue, or the code itself for one it does not know. */
export function entityName(entity: string, t: TFunction): string {
  const key = auditEntityKey(entity);
  return key ? t(key) : entity;
}

/** An action's name, or the action as written for one the viewer does not know. */
export function actionName(action: string, t: TFunction): string {
  return isAuditAction(action) ? t(auditActionKeys[action]) : action;
}

/** A field's name in the catalogue, or its key for one it does not know. */
export function fieldName(field: string, t: TFunction): string {
  const key = auditFieldKey(field);
  return key ? t(key) : field;
}
