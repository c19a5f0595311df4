import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import circle in the server, the web app or the contract (issue 33): a
 * module that loads itself through others is loaded half-initialised, and a
 * circle ties features together that the layout keeps apart. Type-only
 * imports count too, since they tie the files' reasons to change together.
 * Only relative specifiers are followed; packages import no app.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const roots = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];
const sourceFile = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names: `./x.js` is `./x.ts(x)`, `./x` may be a folder's index. */
function resolveImport(fromFile: string, specifier: string, known: Set<string>) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.[cm]?jsx?$/, '');
  const candidates = [
    `${stem}.ts`,
    `${stem}.tsx`,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => known.has(candidate));
}

/** Each file's relative imports, type-only and dynamic ones included (TypeScript's own scanner). */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveImport(file, specifier, known))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The strongly connected components of more than one file, or of one importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.size - 1);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(target) ?? 0));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe('imports', () => {
  it('are found in a circle when one of them imports only types', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-'));
    try {
      fs.mkdirSync(path.join(dir, 'b'));
      fs.writeFileSync(
        path.join(dir, 'a.ts'),
        "import type { B } from './b';\nexport const a = 1;",
      );
      fs.writeFileSync(path.join(dir, 'b', 'index.ts'), "export { a as B } from '../a.js';");
      fs.writeFileSync(path.join(dir, 'c.tsx'), "import { a } from './a.js';");
      const found = circles(importGraph(sourceFiles(dir)));
      expect(found).toEqual([[path.join(dir, 'a.ts'), path.join(dir, 'b', 'index.ts')]]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('form no circle in the server, the web app or the contract', () => {
    const files = roots.flatMap((root) => sourceFiles(path.join(repoRoot, root)));
    const found = circles(importGraph(files)).map((component) =>
      component.map((file) => path.relative(repoRoot, file).split(path.sep).join('/')),
    );
    expect(found).toEqual([]);
  });
});
