// Compressed JavaScript of the first screen (/login): the entry script and the
// chunks index.html preloads, gzip level 9. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
  (match) => match[1],
);
let total = 0;
for (const script of scripts) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, script)), { level: 9 }).length;
  total += size;
  console.log(`${script}: ${(size / 1024).toFixed(1)} KB gzip`);
}
const all = fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
console.log(
  `first screen: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files (budget 300 KB); ${all.length} chunks in all`,
);
