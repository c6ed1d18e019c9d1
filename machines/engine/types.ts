import type { AnyStateMachine } from 'xstate';

/** A card as the board view shows it: an id for content to name, plus tags such as "rested". */
export interface CardView {
  card: string;
  tags?: string[];
  /** Numbers shown with the card (power, defense …); content names each key. */
  stats?: Record<string, number>;
}

/**
 * A game-agnostic picture of the board. Flows turn their context into this so
 * the app can draw any game's board without knowing the game. `key`s are looked
 * up in the flow's content for labels.
 */
export type BoardSection = (
  | { key: string; kind: 'number'; value: number }
  | { key: string; kind: 'cards'; cards: CardView[] }
  | { key: string; kind: 'slots'; slots: { key: string; cards: CardView[]; marked?: boolean }[] }
  | { key: string; kind: 'flag'; value: string }
) &
  BoardPlacement;

/**
 * Where a section sits on the table. Without `side` it belongs to the whole table
 * (the attack, a shared status); `pile` puts cards waiting to resolve (a stack, a
 * play timing) in the middle of the table, between the players.
 */
export interface BoardPlacement {
  /** The key of a `BoardView.sides` entry. Section keys may carry it as a prefix ("turn.life"); content may then name the section by the rest ("life"). */
  side?: string;
  pile?: boolean;
  /** Cards shown as a count that opens to the list (a drop zone), rather than laid out. */
  compact?: boolean;
}

/** A player at the table: the opponent is drawn on top, facing the turn player at the bottom, as players sit. */
export interface BoardSide {
  key: string;
  role: 'opponent' | 'turn';
}

export interface BoardView {
  sections: BoardSection[];
  /** The players, when the board is a table; content names each side by its key. */
  sides?: BoardSide[];
}

/** Something the machine did at a step, named by a code that content turns into words. */
export interface LogEntry {
  step: string;
  code: string;
  card?: string;
}

export interface FlowDefinition<TBoard extends { log: LogEntry[] } = { log: LogEntry[] }> {
  game: string;
  id: string;
  machine: AnyStateMachine;
  /** Board presets; the first key is the default situation. */
  setups: Record<string, TBoard>;
  view(board: TBoard): BoardView;
  /** Lets the reader change a preset's numbers and flags (a battle, a sandbox). */
  editor?: SetupEditor<TBoard>;
  /**
   * Answers to a choice the board holds open (e.g. "keep it with Soulguard?"), accepted at any
   * step while that choice is pending. A walk may write them before the step where the choice
   * arises; every other refused choice stops the walk where it was written.
   */
  answers?: readonly string[];
  /** The rule editions this flow can run under, where the game declares any (see engine/edition.ts). */
  editions?: FlowEditions<TBoard>;
}

/**
 * Editions of the rules a flow can run under. Each edition is a set of named
 * rule options the machine reads from its board (its input). The first edition
 * is the source document's own: the presets as they stand.
 */
export interface FlowEditions<TBoard> {
  /** Edition id → the options it sets; the first id is the default. */
  list: Record<string, Record<string, boolean>>;
  /** Option → the step numbers (meta.step) whose outcome it can change; the page marks them. */
  steps: Record<string, readonly string[]>;
  /** A board with an edition's options set, from a preset or an edited board. */
  apply(board: TBoard, options: Record<string, boolean>): TBoard;
}

export type EditorField = { key: string; kind: 'number'; min: number; max: number; step: number } | { key: string; kind: 'flag' };

/** A group of fields, e.g. one card slot. Field keys are "<group>.<field>"; content names groups and fields. */
export interface EditorGroup {
  key: string;
  fields: EditorField[];
}

export type EditorValues = Record<string, number | boolean>;

export interface SetupEditor<TBoard> {
  groups: EditorGroup[];
  /** A preset's values, so editing starts from the board the reader sees. */
  values(board: TBoard): EditorValues;
  /** A new board from edited values; parts the editor does not cover come from `base`. */
  build(values: EditorValues, base: TBoard): TBoard;
}

/** Every flow's events are plain named choices; the board decides through guards which are open. */
export interface FlowEvent {
  type: string;
}

/** Meta carried by state nodes. `step` is the official step number, exactly as printed. */
export interface StepMeta {
  step?: string;
  group?: string;
  end?: string;
  /** Marks the game puts on this step (e.g. a check its rules run here); the game's content names each. */
  badges?: string[];
  /** The event a walk may take silently here when the next token does not fit. */
  defaultEvent?: string;
  /** Set on a state that hosts a nested sub-flow (e.g. 'play-timing'); its children take their words from that flow. */
  flow?: string;
}
