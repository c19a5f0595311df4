import type { FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, type Language } from '@bo/contract';

/**
 * The first language of an Accept-Language header that the interface has,
 * by weight: `uk-UA,uk;q=0.9,en;q=0.8` is Ukrainian.
 */
function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...options] = part.trim().split(';');
      const weight = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { language: tag.split('-')[0]?.toLowerCase(), weight: Number(weight ?? 1), order };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map(({ language }) => language).find(isLanguage);
}

/**
 * The caller's language for what the server says: the one the user chose,
 * else the one their browser asks for (the web app sends its current one),
 * else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return (
    request.user?.lang ?? acceptedLanguage(request.headers['accept-language']) ?? defaultLanguage
  );
}
