import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import type { ElkNode } from 'elkjs/lib/elk.bundled.js';
import ELK from 'elkjs/lib/elk.bundled.js';
import { cachedLayout, layoutKey } from '@/app/lib/elk-cache';

const graph = (width: number): ElkNode => ({
  id: 'root',
  layoutOptions: { 'elk.algorithm': 'layered', 'elk.direction': 'DOWN' },
  children: [
    { id: 'a', width, height: 30 },
    { id: 'b', width: 80, height: 30 },
  ],
  edges: [{ id: 'e', sources: ['a'], targets: ['b'] }],
});

/** A fresh cache folder per test, removed when the file is done. */
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'elk-cache-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('ELK layouts kept on disk, keyed by their input', () => {
  const elk = new ELK();

  test('the first call lays out and keeps it; the second reads it without laying out, and gets the same coordinates', async () => {
    const dir = freshDir();
    const layout = vi.fn((g: ElkNode) => elk.layout(g));
    const first = await cachedLayout(graph(120), layout, dir);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(readdirSync(dir)).toEqual([`${layoutKey(graph(120))}.json`]);
    const second = await cachedLayout(graph(120), layout, dir);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    // ELK placed b under a: the coordinates are a real layout, not the input handed back.
    const [a, b] = first.children!;
    expect(b.y!).toBeGreaterThan(a.y! + 30);
  });

  test('a changed graph is a different key and is laid out afresh', async () => {
    const dir = freshDir();
    const layout = vi.fn((g: ElkNode) => elk.layout(g));
    expect(layoutKey(graph(120))).not.toBe(layoutKey(graph(121)));
    await cachedLayout(graph(120), layout, dir);
    const wider = await cachedLayout(graph(300), layout, dir);
    expect(layout).toHaveBeenCalledTimes(2);
    expect(wider.children![0].width).toBe(300);
  });

  test('an unreadable entry is laid out again and replaced', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, `${layoutKey(graph(120))}.json`), '{"id": "ro');
    const layout = vi.fn((g: ElkNode) => elk.layout(g));
    const out = await cachedLayout(graph(120), layout, dir);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(out.children).toHaveLength(2);
    expect(await cachedLayout(graph(120), layout, dir)).toEqual(out);
    expect(layout).toHaveBeenCalledTimes(1);
  });
});
