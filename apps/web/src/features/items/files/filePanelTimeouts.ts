/** Item file upload, delete and update failures show for 3 s (C§8). */
export const fileErrorTimeoutMs = 3000;
