// Control characters anywhere (C0, DEL, C1): a browser drops tabs and line
// breaks inside a URL and leading controls, so 'java\tscript:' would run.
export const controlCharacters = /\p{Cc}/u;
const absoluteWebAddress = /^https?:\/\/[^/?#]/i;

/**
 * Whether a link is an absolute web address: http or https, with a host and
 * no user name. Every other scheme ('javascript:', 'data:') is refused.
 */
export function isWebAddress(link: string): boolean {
  if (!absoluteWebAddress.test(link)) return false;
  const url = parsedUrl(link);
  return (
    url !== undefined &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
