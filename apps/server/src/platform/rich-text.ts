import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editors (TipTap's starter kit with links and pictures:
 * the item cards' long text, the content's article text) write, and nothing else: no script, style, iframe, form or event handler
 * survives, and addresses are http(s), mailto or a path on this site.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A picture whose address was refused is dropped, not left empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  // A link that opens a new tab cannot reach back to this page.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const textOnly: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/**
 * Rich text as stored (C§2.2, C§5 Shared form rules, B§2 article text, DESIGN §9): the HTML
 * sanitised, and '' when it holds no text and no picture (an emptied editor
 * sends `<p></p>`), so that "no long text" is one value.
 */
export function cleanLongText(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  const hasText = sanitizeHtml(clean, textOnly).replace(/&nbsp;|\s/g, '') !== '';
  return hasText || /<img\s/i.test(clean) ? clean : '';
}
