// Fails when project files import each other in a cycle (`npm run lint` runs it). Imports
// are read with TypeScript's own pre-processor and resolved with each project's compiler
// options, so path aliases (@/…) and package imports (#src/…) count like relative imports.
// Type-only imports count too: a cycle of types is still a cycle of meaning.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['packages/contracts', 'apps/server', 'apps/web'];

/** @type {Map<string, string[]>} file -> project files it imports */
const graph = new Map();

for (const project of projects) {
  const configFile = path.join(root, project, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  const host = ts.createCompilerHost(parsed.options);
  for (const file of parsed.fileNames) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = [];
    for (const { fileName } of info.importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (target.startsWith(root) && !target.includes(`${path.sep}node_modules${path.sep}`)) {
        targets.push(target);
      }
    }
    graph.set(path.resolve(file), targets);
  }
}

// Tarjan's strongly connected components: every component of more than one file (or a file
// importing itself) is a cycle.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];

function visit(node) {
  indices.set(node, index);
  lowlinks.set(node, index);
  index += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!indices.has(next)) {
      visit(next);
      lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
    } else if (onStack.has(next)) {
      lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
    }
  }
  if (lowlinks.get(node) === indices.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
  }
}

for (const node of graph.keys()) if (!indices.has(node)) visit(node);

if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(`Import cycle:\n  ${cycle.map((f) => path.relative(root, f)).join('\n  ')}`);
  }
  process.exit(1);
}
console.log(`No import cycles (${graph.size} files).`);
