import { canApproveRequest, registrationRequestType, type RegistrationRequest } from '@bo/contract';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { formatDateTime } from '../../platform/format';

/** The columns of A§2 in its order, then the edit button of registration requests. */
export function requestColumns(
  onEdit: (request: RegistrationRequest) => void,
): DataTableColumn<RegistrationRequest>[] {
  return [
    { field: 'id', header: 'Id', sortable: true, width: 80 },
    {
      field: 'createdDate',
      header: 'Created',
      sortable: true,
      render: (request) => formatDateTime(request.createdDate),
    },
    { field: 'custNo', header: 'Customer code', sortable: true },
    { field: 'comId', header: 'Company', width: 90 },
    { field: 'typeName', header: 'Request type', sortable: true, orderBy: 'type' },
    { field: 'statusName', header: 'Status', sortable: true, orderBy: 'status' },
    { field: 'fullName', header: 'Full name', sortable: true },
    { field: 'eMail', header: 'E-mail' },
    { field: 'phone', header: 'Phone' },
    {
      // A field not shown otherwise: the column holds the edit button.
      field: 'type',
      header: '',
      width: 64,
      align: 'right',
      render: (request) =>
        // Only type 1 rows get the button; at status 3 (and once confirmed) it is disabled (A§2).
        request.type === registrationRequestType ? (
          <IconButton
            aria-label={`Edit request ${request.id}`}
            onClick={() => onEdit(request)}
            disabled={!canApproveRequest(request)}
            size="small"
          >
            <EditIcon fontSize="small" />
          </IconButton>
        ) : null,
    },
  ];
}
