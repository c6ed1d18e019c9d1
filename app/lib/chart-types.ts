/** What the browser receives to draw a chart: coordinates only, no layout engine. */
export interface LaidNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
  step?: string;
  group?: string;
  end?: string;
  rulesCheck?: boolean;
  title: string;
}

export interface LaidEdge {
  id: string;
  source: string;
  target: string;
  event: string;
  points: [number, number][];
  label?: { x: number; y: number; width: number; height: number; lines: string[] };
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: LaidNode[];
  edges: LaidEdge[];
}
