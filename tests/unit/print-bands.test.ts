import { describe, expect, test } from 'vitest';
import type { ChartLayout, LaidNode } from '@/app/lib/chart-types';
import { printBands } from '@/app/lib/print-bands';

const box = (id: string, y: number, height = 40, extra: Partial<LaidNode> = {}): LaidNode => ({
  id,
  x: 10,
  y,
  width: 100,
  height,
  compound: false,
  title: id,
  ...extra,
});

describe('where a printed chart is cut across pages', () => {
  // Rows of boxes at 0-40, 100-140, 200-240, 300-340: gaps at 40-100 (cut 70), 140-200 (170), 240-300 (270).
  const rows: ChartLayout = { width: 300, height: 340, nodes: [box('a', 0), box('b', 100), box('c', 200), box('d', 300)], edges: [] };

  test('a chart shorter than a band prints whole', () => {
    expect(printBands(rows, 400)).toEqual([[0, 340]]);
  });

  test('bands are as tall as they may be, cut midway between rows', () => {
    expect(printBands(rows, 200)).toEqual([
      [0, 170],
      [170, 340],
    ]);
    expect(printBands(rows, 120)).toEqual([
      [0, 70],
      [70, 170],
      [170, 270],
      [270, 340],
    ]);
  });

  test('an arrow label between rows is not cut', () => {
    const labelled: ChartLayout = {
      ...rows,
      edges: [{ id: 'e', source: 'a', target: 'b', event: 'go', parts: [], points: [], label: { x: 0, y: 60, width: 50, height: 20, lines: ['Go'] } }],
    };
    // The gap 40-100 is now 40-60 and 80-100: cuts at 50 and 90, not 70.
    expect(printBands(labelled, 60)).toEqual([
      [0, 50],
      [50, 90],
      [90, 170],
      [170, 270],
      [270, 340],
    ]);
  });

  test('a group frame is cut through, but not its title; a row taller than a band is a band of its own', () => {
    const grouped: ChartLayout = {
      width: 300,
      height: 700,
      nodes: [box('g', 0, 700, { compound: true, label: { x: 20, y: 10, width: 80, height: 20 } }), box('a', 100), box('tall', 200, 400)],
      edges: [],
    };
    // Title 10-36, then a (100-140), then the tall box (200-600): cuts at 68 and 170 (midway between the 3 px each
    // keeps clear), and at 651.5 in the frame below the tall box (midway between 603 and the chart's foot).
    expect(printBands(grouped, 150)).toEqual([
      [0, 68],
      [68, 170],
      [170, 651.5],
      [651.5, 700],
    ]);
  });
});
