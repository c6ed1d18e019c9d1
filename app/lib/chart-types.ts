/** What the browser receives to draw a chart: coordinates only, no layout engine. */
export interface LaidNode {
  id: string;
  /**
   * Set on a copy: the state this box stands for. An end reached from many steps (the game is won or lost) is drawn
   * once beside each step that reaches it, not once with arrows across the whole chart.
   */
  of?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
  /** The id of the sub-flow host this node sits inside, if any. */
  host?: string;
  /** Set on a host box: the nested sub-flow it holds, and whether this layout shows it opened. */
  flow?: string;
  expanded?: boolean;
  step?: string;
  group?: string;
  end?: string;
  /** Marks the game puts on the step (see StepMeta.badges). */
  badges?: string[];
  title: string;
  /** A folded sub-flow's open control ("Play timing — 22 steps, open"). */
  control?: string;
  /** A group's title box (its top band), placed clear of the arrows that enter it. */
  label?: { x: number; y: number; width: number; height: number };
}

export interface LaidEdge {
  id: string;
  source: string;
  target: string;
  event: string;
  /** The machine transitions this arrow stands for (lit when a step fires any of them). */
  parts: string[];
  points: [number, number][];
  /** Its words: the choice, then its condition; or, on an arrow that bundles choices (`list`), one choice a line. */
  label?: { x: number; y: number; width: number; height: number; lines: string[]; list?: boolean };
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: LaidNode[];
  edges: LaidEdge[];
}

/** One layout with every sub-flow folded, plus one per sub-flow opened in place. */
export interface ChartLayouts {
  folded: ChartLayout;
  /** Every sub-flow host; null where the page did not ship that drawing (it is fetched when opened). */
  opened: Record<string, ChartLayout | null>;
}
