// No circle between the server's modules: when a file of module A imports module B (through its
// index or not), B depends on nothing that leads back to A. Tests are left out: a test may
// arrange its world through any module without the module depending on it.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveSpecifier, sourceFilesUnder, specifiersOf, TEST_FILE } from './sources.mjs';

const MODULES = 'apps/server/src/modules';

const moduleOf = (path) =>
  path.startsWith(`${MODULES}/`) && path.split('/').length > 5 ? path.split('/')[4] : undefined;

/** module → (imported module → the first import saying so: `{ file, line, specifier }`). */
function moduleImports(root) {
  const graph = new Map();
  const files = sourceFilesUnder(root, MODULES)
    .filter((file) => !TEST_FILE.test(file))
    .sort();
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { specifier, line } of specifiersOf(readFileSync(join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(resolveSpecifier(root, file, specifier));
      if (to && to !== from && !graph.get(from).has(to)) {
        graph.get(from).set(to, { file, line, specifier });
      }
    }
  }
  return graph;
}

/** The groups of modules that lead to each other (Tarjan's strongly connected components). */
function tangledGroups(graph) {
  const order = new Map();
  const lowest = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    order.set(node, order.size);
    lowest.set(node, order.get(node));
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node), lowest.get(next)));
      } else if (stack.includes(next)) {
        lowest.set(node, Math.min(lowest.get(node), order.get(next)));
      }
    }
    if (lowest.get(node) !== order.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return groups;
}

/** The shortest circle from `start` back to it within the group, as the list of modules. */
function circleThrough(graph, group, start) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node).keys()) {
      if (next === start) {
        const circle = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (group.includes(next) && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...group, start];
}

/** The group's shortest circle, which names the imports most likely to be the one to undo. */
const shortestCircle = (graph, group) =>
  group
    .map((start) => circleThrough(graph, group, start))
    .reduce((shortest, circle) => (circle.length < shortest.length ? circle : shortest));

/** One `file:line imports X: ...` for each import closing a circle between modules. */
export function checkModuleCircles(root) {
  const graph = moduleImports(root);
  const violations = [];
  for (const group of tangledGroups(graph)) {
    const circle = shortestCircle(graph, group);
    const others = group.filter((module) => !circle.includes(module));
    const also = others.length > 0 ? ` (also tangled: ${others.join(', ')})` : '';
    for (let i = 0; i + 1 < circle.length; i += 1) {
      const { file, line, specifier } = graph.get(circle[i]).get(circle[i + 1]);
      violations.push(
        `${file}:${line} imports ${specifier}: modules import each other in a circle, ${circle.join(' → ')}${also}`,
      );
    }
  }
  return violations;
}
