import {
  canApproveRequest,
  registrationRequestType,
  requestStatusName,
  requestTypeName,
  type RegistrationRequest,
} from '@bo/contract';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { TFunction } from 'i18next';
import { codeNameColumn, dateColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';

/**
 * The columns of A§2 in its order, then the edit button of registration
 * requests. Type and status are named by their codes in the user's language.
 */
export function requestColumns(
  onEdit: (request: RegistrationRequest) => void,
  t: TFunction,
): DataTableColumn<RegistrationRequest>[] {
  return [
    { field: 'id', header: t('id'), sortable: true, width: 56 },
    dateColumn('createdDate', t('created'), { withTime: true }),
    { field: 'custNo', header: t('customerCode'), sortable: true, width: 100, ellipsis: true },
    { field: 'comId', header: t('company'), width: 72 },
    codeNameColumn('typeName', t('requestType'), { orderBy: 'type', width: 120 }, (request) =>
      requestTypeName(request.type, t),
    ),
    codeNameColumn('statusName', t('status'), { orderBy: 'status', width: 130 }, (request) =>
      requestStatusName(request.status, t),
    ),
    { field: 'fullName', header: t('fullName'), sortable: true, width: 150, ellipsis: true },
    { field: 'eMail', header: t('eMail'), width: 160, ellipsis: true },
    { field: 'phone', header: t('phone'), width: 120, ellipsis: true },
    {
      // A field not shown otherwise: the column holds the edit button.
      field: 'type',
      header: '',
      width: 48,
      align: 'right',
      // The screen's only action stays in view however narrow the window (issue 19).
      sticky: true,
      render: (request) =>
        // Only type 1 rows get the button; at status 3 (and once confirmed) it is disabled (A§2).
        request.type === registrationRequestType ? (
          <IconButton
            aria-label={t('editRequest', { id: request.id })}
            onClick={() => onEdit(request)}
            disabled={!canApproveRequest(request)}
            size="small"
            // Kept inside the fixed row height the virtualised "All" relies on.
            sx={{ my: -0.5 }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        ) : null,
    },
  ];
}
