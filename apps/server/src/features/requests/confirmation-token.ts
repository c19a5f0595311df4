import { createHash, randomBytes } from 'node:crypto';

/** A new link secret: 32 random bytes as base64url (43 characters, confirmationTokenSchema). */
export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a link secret: its SHA-256 in hex, never the secret. */
export function confirmationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const expiryFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** The link's expiry as the e-mail states it: en-GB date and time, in UTC ("25/11/2026, 14:05 UTC"). */
export function formatExpiry(expires: Date): string {
  return expiryFormat.format(expires);
}
