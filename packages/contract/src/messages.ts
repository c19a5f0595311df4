/**
 * Every text the spec fixes, verbatim (typos included: they are the contract),
 * and the texts this product adds where the spec is silent. Screens and tests
 * both read from here.
 */
export const messages = {
  // Shared form and table texts (A§2, A§5, C§5)
  requiredField: 'This is a required field',
  searchNoResults: (text: string) => `Your search for "${text}" found no results.`,
  reset: 'Reset',

  // Sign-in and sessions (DESIGN §4; not in the spec)
  loginFailed: 'Wrong login or password',
  loginBlocked: (reason: string | null) =>
    reason ? `Your account is blocked: ${reason}` : 'Your account is blocked',
  loginThrottled: (minutes: number) =>
    `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  sessionMissing: 'Please sign in',
  sessionExpired: 'Your session has expired. Please sign in again',
  forbidden: 'You do not have the role this action needs',
  csrfHeaderMissing: 'The X-Requested-With header is required',
  notFound: 'Not found',
  routeWithoutAccess: 'This route declares no access rule',
  invalidJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'This content type is not accepted here',
  multipartExpected: 'A multipart/form-data body is expected',
  tooManyParts: 'Too many parts in the upload',
  unexpectedFileField: (field: string) => `Unexpected file field ${field}`,
  invalidValue: 'Invalid value',
  controlCharacters: 'Text may not contain control characters',
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
  // A language tab whose edited values differ from the saved ones (C§2.2, C§4.2)
  languageChanged: 'The values of this language differ from the saved ones',
  serverError: 'Something went wrong on the server. Please try again',
  networkError: 'The server cannot be reached. Check your connection and try again',

  // Shell and shared screen parts (not in the spec)
  productTitle: 'Back office',
  pageNotFound: 'Page not found',
  backHome: 'Back to the home page',
  noAccess: 'You do not have access to this page',
  noRows: 'No rows to show',
  showingFirstRows: (shown: number, total: number) => `Showing the first ${shown} rows of ${total}`,
  recommendedSize: (width: number, height: number) => `Recommended size ${width}x${height}`,
  deletePictureConfirm: (picture: string) => `Delete the ${picture.toLowerCase()}?`,
  chooseType: 'Choose type',
  welcome: (fullName: string) => `Welcome, ${fullName}`,
  yourRoles: 'Your roles',
  homeNoWidgets: 'The menu on the left opens the screens of your roles.',
  accountMenuTitle: 'Your account',
  noRoles: 'You hold no role.',
  answerNotUnderstood: 'The server sent an answer this page cannot read',
  screenFailed: 'This screen could not be shown',
  // Refused calls in words a person understands (issue 19)
  searchTooLong: (max: number) => `The search text is too long: at most ${max} characters`,
  valueTooLong: (max: number) => `A value is too long: at most ${max} characters`,
  requestNotAccepted: 'The server did not accept this request: a value is missing or not valid',

  // Uploads (DESIGN §6)
  fileTooLarge: (limitMb: number) => `The file is larger than ${limitMb} MB`,
  fileNotPicture: 'The file is not a PNG, JPEG, GIF or WebP picture',
  pictureNotAccepted: (name: string) =>
    `"${name}" is not a PNG, JPEG, GIF or WebP picture: only these are accepted, checked by content`,
  fileEmpty: 'The file is empty',

  // Banners (C§5, C§8)
  bannerTypeRequired: 'Please enter bannerType',
  bannerRequiredFields: 'Fill in all required fields which are marked with the symbol (*)',
  bannerCreated: 'Banner created successful',
  bannerEdited: 'Banner edited successful',
  bannerDeleted: 'Banner deleted successful',
  bannerDeleteConfirm: (title: string) => `Delete banner "${title}"?`,
  bannerPictureDeleted: 'Picture deleted',
  bannerNotFound: 'Banner not found',
  bannerTypeUnknown: 'Unknown banner type',
  bannerLinkInvalid:
    'The link must be a web address starting with http:// or https://, or a path on this site starting with /',

  // Users (A§8, C§8)
  fillAllRequired: 'Fill in all required fields',
  customerNotFound: 'Customer not found',
  userChanged: 'Changed sucssesful!',
  userCreated: 'User created successfully',
  userDeleted: 'Deleted Successfully',
  roleAdded: 'Role successfully added',
  roleRemoved: 'Role removed successfully',
  removeRoleConfirm: (login: string) => `Remove role for user ${login} ?`,
  // Users: texts this product adds where the spec is silent (DESIGN §4)
  loginInvalid: 'A login holds letters, digits and . _ @ - and starts with a letter or digit',
  eMailInvalid: 'Enter a valid e-mail address',
  userNotFound: 'User not found',
  loginTaken: 'A user with this login already exists',
  roleUnknown: 'Unknown role',
  roleAlreadyHeld: 'The user already has this role',
  roleNotHeld: 'The user does not have this role',
  grantOwnRolesOnly: 'Only an administrator grants or removes a role they do not hold',
  customerGrantsOnly: 'Only the roles Customer user and Returns can be granted here',
  cannotRemoveOwnAdmin: 'You cannot remove your own Admin role',
  cannotDeleteYourself: 'You cannot delete yourself',
  cannotBlockYourself: 'You cannot block yourself',
  custNoOptional: 'Optional: the user does not hold the Customer user role',
  adminOnlyByAdmin: 'Only an administrator changes a user who holds the Admin role',
  otherCustomerCode: 'You can only manage users of your own customer code',
  userHoldsOtherRoles: 'This user holds roles you cannot manage',
  userHoldsRolesYouLack:
    'This user holds a role you do not hold: only an administrator or a holder of all its roles changes this user',
  staffBlockCannotBeLifted: 'This user was blocked by staff: only staff can unblock them',
  deleteUserConfirm: (login: string) => `Delete user ${login}?`,
  changePassword: 'Change password',
  generatePassword: 'Generate password',
  noRolesToAdd: 'There is no role left that you can add to this user',
  usersTitle: (total: number) => `Users (${total})`,
  allUsers: 'All Users',
  myUsersWithoutCustomer:
    'My users lists the users of your own customer, and this account has no customer code: there are no users to show here.',
  userImportTitle: 'Import users',
  userImportHint:
    'An .xlsx file without a header row: column 1 the login (customer code), column 2 an optional password, column 3 the returns-access flag 1',
  userImportResultsTitle: 'Import results',
  userImportSucceeded: 'Created',
  userImportFailed: 'Not created',
  userImportPasswordsOnce: 'The passwords are shown only this once.',
  importDuplicateLine: 'The login appears twice in the file',
  importBadFlag: 'The returns-access flag must be 1 or empty',
  importEmptyLogin: 'The login is empty',
  importNotXlsx: 'The file is not a valid .xlsx workbook',
  importNoLines: 'The file holds no lines to import',
  importTooManyLines: (lines: number, max: number) =>
    `The file holds ${lines} lines; at most ${max} can be imported at once`,
  importWorkbookTooLarge: (megabytes: number, texts: number) =>
    `The workbook is too large to import: it unpacks to more than ${megabytes} MB or holds more than ${texts.toLocaleString('en-US')} different texts`,
  importWorkbookCellTooLong: (characters: number) =>
    `The workbook has a cell of more than ${characters.toLocaleString('en-US')} characters, Excel's own limit`,
  importNotSpreadsheet: 'The file is neither a valid .xlsx workbook nor a .csv text file',
  importCsvUnreadable: (line: number) =>
    `The .csv file cannot be read at line ${line}: check its quotes`,
  importCsvCellTooLong: (line: number, characters: number) =>
    `Line ${line} of the .csv file has a cell of more than ${characters.toLocaleString('en-US')} characters, Excel's own limit`,
  importRunning: 'Importing…',

  // Requests and notifications (A§5, A§8)
  registrationPermissionSent: 'Registration permission sent',
  chooseNotificationType: 'Choose notification type',
  addTerms: 'Add terms',
  notificationsCreated: 'Notifications created successfully',
  filterNone: 'none',
  // Requests: texts this product adds where the spec is silent (DESIGN §5)
  requestNotFound: 'Request not found',
  requestNotRegistration: 'Only registration requests (type 1) can be approved',
  requestAlreadySent: (statusName: string) =>
    `This request cannot be approved again: its status is ${statusName}`,
  customerUserExists: (login: string) =>
    `The portal user ${login} already exists and is not waiting for a confirmation`,
  awaitingConfirmation: 'Waiting for e-mail confirmation',
  requestWithoutEMail: 'The request has no e-mail address to send the confirmation link to',
  registrationCompanyUnknown: 'Choose one of the companies of the list',
  custNoInvalid: 'A customer code holds letters, digits and . _ - (at most 30)',
  registrationTitle: 'Request access to the portal',
  registrationSent:
    'Thank you. Your request has been sent; you will get an e-mail when it is approved.',
  registrationThrottled: 'Too many requests from your address. Please try again later.',
  confirmationTitle: 'Set your password',
  confirmationLinkInvalid: 'This confirmation link is not valid',
  confirmationLinkUsed: 'This confirmation link has already been used',
  confirmationLinkExpired: 'This confirmation link has expired. Please file a new request',
  passwordRule: 'A password has 8 to 200 characters, with at least one letter and one digit',
  passwordsDiffer: 'The two passwords differ',
  passwordSet: 'Your password is set. You can sign in now.',
  confirmationMailSubject: 'Your access to the portal',
  confirmationMailText: (fullName: string, login: string, link: string, expires: string) =>
    `Hello ${fullName},\n\nyour registration has been approved. Your login is ${login}.\n` +
    `Open this link to set your password (it works once, until ${expires}):\n\n${link}\n`,
  // The home widget of new requests (issue 17)
  newRequestsTitle: 'New requests',
  newRequestsWaiting: (count: number) =>
    count === 0
      ? 'No request waits for review.'
      : count === 1
        ? '1 request waits for review.'
        : `${count} requests wait for review.`,
  showNewRequests: 'Show new requests',
  // Outbox (DESIGN §5 e-mail)
  outboxTitle: 'E-mail outbox',
  outboxRetried: 'The e-mail will be sent again',
  outboxWithoutSmtp: 'SMTP is not configured: e-mail is only written to the outbox and the log.',
  mailNotFailed: 'Only an e-mail whose sending failed can be sent again',
  outboxFailed: (count: number) =>
    count === 1
      ? '1 e-mail could not be sent: show the e-mails to send it again.'
      : `${count} e-mails could not be sent: show the e-mails to send them again.`,
  // Notifications: texts this product adds where the spec is silent
  notificationTypeUnknown: 'Unknown notification type',
  termNeedsField: 'A term needs at least one field',
  tooManyTerms: (max: number) => `At most ${max} terms can be used at once`,
  deleteTermConfirm: 'Delete this term?',
  notificationsSkipped: (count: number) =>
    `${count} customer${count === 1 ? '' : 's'} already had this notification for the same date`,
  noCustomersMatched: 'No customer matches these terms',
  customersMatched: (count: number) => `Customers matched: ${count}`,
  // Customers (issue 4): the import
  customersTitle: (total: number) => `Customers (${total})`,
  customerImportType: 'customers',
  customerImportHint:
    'An .xlsx file with a header row; columns: Customer No, Name, E-mail, Phone, Main code, Responsibility center, Location code, Discount group, Loyalty code, Area, Segment, Salesperson code, Salesperson name, Legal entity, Payment method, Balance, Balance date (YYYY-MM-DD)',
  importCustNoInvalid:
    'The customer code is empty or holds characters other than letters, digits and . _ -',
  importNameEmpty: 'The name is empty',
  importDuplicateCustNo: 'The customer code appears twice in the file',
  importBalanceInvalid: 'The balance is not a number with at most 2 decimals',
  importDateInvalid: 'The balance date is not a date (YYYY-MM-DD)',
  importCellTooLong: (column: string) => `${column} is longer than 200 characters`,
  customerImportFailedLine: (line: number, custNo: string, error: string) =>
    custNo ? `Line ${line}, ${custNo}: ${error}` : `Line ${line}: ${error}`,

  // Files and journals (A§5, A§8)
  enterName: 'Enter name',
  chooseFile: 'Choose file',
  journalUploaded: 'Journal uploaded successful',
  filesDeleted: 'Deleted successfully!',
  // Files and journals: screen texts this product adds where the spec is silent
  folderCreated: 'Folder created',
  filesUploaded: (count: number) => (count === 1 ? 'File uploaded' : `${count} files uploaded`),
  deleteFolderConfirm: (folder: string) => `Delete the folder "${folder}"?`,
  deleteFilesConfirm: (count: number) =>
    count === 1 ? 'Delete the selected file?' : `Delete the ${count} selected files?`,
  journalDeleted: 'Journal deleted',
  journalDeleteConfirm: (name: string) => `Delete journal "${name}"?`,
  noJournals: 'No journals yet',
  pdfUnreadable: 'This file cannot be shown as a PDF',
  pdfPageCount: (pages: number) => (pages === 1 ? '1 page' : `${pages} pages`),
  // Files and journals: server answers this product adds (DESIGN §6)
  pathInvalid:
    'This path is not allowed: folder names joined by /, inside the file manager, without .. \\ % or control characters',
  folderNotFound: 'Folder not found',
  parentFolderNotFound: 'The parent folder does not exist',
  folderNameRequired: 'Enter a folder name',
  nameTaken: (name: string) => `A file or folder named "${name}" already exists`,
  rootNotDeletable: 'The root folder cannot be deleted',
  folderNotEmpty: 'Only an empty folder can be deleted',
  uploadToRootRefused: 'Files cannot be uploaded to the root folder: open or create a folder first',
  chooseFiles: 'Choose at least one file',
  chooseFilesToDelete: 'Choose the files to delete',
  fileNotFound: (name: string) => `File not found: ${name}`,
  notAFile: (name: string) => `"${name}" is a folder, not a file`,
  fileTypeNotAllowed: (name: string) =>
    `"${name}" is not an accepted file: PNG, JPEG, GIF, WebP, PDF, DOCX, XLSX or PPTX, checked by content`,
  fileEmptyNamed: (name: string) => `"${name}" is empty`,
  uploadTooLarge: (limitMb: number) => `The upload is larger than ${limitMb} MB in total`,
  tooManyFiles: (max: number) => `At most ${max} files can be uploaded at once`,
  fileRenamed: (uploaded: string, stored: string) =>
    `"${uploaded}" already existed; the new file was saved as "${stored}"`,
  journalMonthInvalid: 'Choose a valid month in the form YYYY-MM',
  journalNameTooLong: (max: number) => `The name can be at most ${max} characters`,
  journalNotFound: 'Journal not found',
  journalNotPdf: 'The file is not a PDF',
  journalCoverNotJpeg: 'The cover is not a JPEG picture',
  journalSaved: 'Journal saved',
  journalHasNoCover: 'This journal has no cover',

  // Imports (C§2.10, C§8)
  importTitle: (type: string) => `Import data ${type} from file`,
  importReadsFromSecondLine: 'Reading occurs from the second line',
  importSupportsXlsx: 'Supports .xlsx files',
  importFailedTitle: 'The following lines have not imported',
  deleteFailedTitle: 'The following lines have not deleted',
  importPartial: 'File imported successfully, but some errors occurred',
  deletePartial: 'File read successfully, but some errors occurred',
  imported: 'File imported successfully',
  itemsDeleted: 'Items deleted successfully',
} as const;

/** Snackbar timeouts in milliseconds (A§9, C§9). */
export const snackbarTimeouts = {
  userCard: 2000,
  userRoles: 4000,
  newUser: 6000,
  itemSearch: 6000,
  notificationValidation: 4000,
  journalValidation: 3000,
  importFailure: 4500,
  /** "1 to 4 s elsewhere" (A§9): this product uses 3 s. */
  default: 3000,
} as const;

/** Delay before the redirect after a user is saved or deleted (A§4, C§7). */
export const redirectDelayMs = 1000;
