import { requestStatusName, requestTypeName, type RegistrationRequest } from '@bo/contract';
import type { RequestRow } from './requests.repository.js';

/** A stored request as A§3 lists it; the client address is never shown. */
export function presentRequest(row: RequestRow): RegistrationRequest {
  return {
    id: row.id,
    createdDate: row.createdDate.toISOString(),
    custNo: row.custNo,
    comId: row.comId,
    type: row.type,
    typeName: requestTypeName(row.type),
    status: row.status,
    statusName: requestStatusName(row.status),
    fullName: row.fullName,
    eMail: row.eMail,
    phone: row.phone,
  };
}

/** What an audit row keeps of a request. */
export function auditedRequest(row: RequestRow) {
  return { ...presentRequest(row), updated: row.updated.toISOString() };
}
