import 'server-only';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ElkNode } from 'elkjs/lib/elk.bundled.js';

/**
 * ELK's layouts, kept on disk between runs, keyed by the graph ELK is given.
 *
 * Laying out every chart, each nested chart opened too, is about 6.5 s of CPU in one warm process (the attack phase
 * is 4 s of it in its two languages: its groups are laid out again, wider, until their titles fit), and both the unit
 * tests and the static build need every layout. A layout is a pure function of its input graph and of ELK's version,
 * so the hash of both names the result: any change to a chart, its words or ELK gives a new key, and a stale layout
 * can never be read. The cache lives where build tools keep theirs (node_modules/.cache), is never committed, and an
 * unreadable entry is laid out again.
 */
const DIR = join(process.cwd(), 'node_modules', '.cache', 'ruleflow-elk');

function elkVersion(): string {
  try {
    return JSON.parse(readFileSync(join(process.cwd(), 'node_modules', 'elkjs', 'package.json'), 'utf8')).version ?? '?';
  } catch {
    return '?';
  }
}
const VERSION = elkVersion();

export function layoutKey(graph: ElkNode): string {
  return createHash('sha256').update(VERSION).update('\0').update(JSON.stringify(graph)).digest('hex').slice(0, 32);
}

export async function cachedLayout(graph: ElkNode, layout: (graph: ElkNode) => Promise<ElkNode>, dir = DIR): Promise<ElkNode> {
  const file = join(dir, `${layoutKey(graph)}.json`);
  try {
    const hit = JSON.parse(readFileSync(file, 'utf8')) as ElkNode;
    if (hit && typeof hit === 'object' && hit.id === graph.id) return hit;
  } catch {
    // Not there yet, or unreadable: lay it out.
  }
  // ELK writes its result into the graph it was given: lay out a copy, so the key stays the input's.
  const out = await layout(structuredClone(graph));
  try {
    mkdirSync(dir, { recursive: true });
    // Written whole under a temporary name, then renamed: a test worker or build worker reading at the same moment
    // sees the old state or the new file, never half of one.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(out));
    renameSync(tmp, file);
  } catch {
    // A read-only tree still builds; it just lays out every time.
  }
  return out;
}
