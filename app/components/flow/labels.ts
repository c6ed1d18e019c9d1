import type { FlowPageData, StepView } from '@/app/lib/page-data';
import type { Frame } from '@/machines/engine/explorer';
import { fill } from '@/app/lib/text';
import { readKey, type Position } from '@/machines/engine/position';

/** The words for a position key: the flow's own step, or a nested sub-flow's step ("2.5>3.1") in `scope`. */
export function findStep(data: FlowPageData, key: string, scope?: string): StepView | undefined {
  const k = readKey(key);
  if (k.end !== undefined) return undefined;
  const steps = k.hosts.length && scope ? data.scopes[scope]?.steps : data.steps;
  return steps?.find((s) => s.key === k.inner);
}

/** "Step 2.3: <its title>", the end's name, or for a nested step "Step 3.1: …". */
export function positionLabel(data: FlowPageData, key: string, scope?: string): string {
  const k = readKey(key);
  if (k.end !== undefined) return `${data.ui.end}: ${data.ends[k.end] ?? k.end}`;
  return `${data.ui.step} ${k.inner}: ${findStep(data, key, scope)?.title ?? ''}`;
}

/** "Attack phase 2.5 › Play timing 3.1" for nested positions, one part per level; empty otherwise. */
export function breadcrumb(data: FlowPageData, position: Position): string {
  if (position.levels.length < 2) return '';
  return position.levels.map((l) => `${l.scope ? (data.scopes[l.scope]?.short ?? l.scope) : data.flowShort} ${l.step}`).join(' › ');
}

/**
 * What the move into this frame did (the reader's last step, or after Back the step that led here): one sentence per
 * board log entry it added, with the entry's code; none at the start. The board and the step panel both say it.
 */
export function outcome(data: FlowPageData, frame: Frame, previous: Frame | null): { code: string; text: string }[] {
  if (!previous) return [];
  return frame.log
    .slice(previous.log.length)
    .map((h) => ({ code: h.code, text: fill(data.board.log[h.code] ?? h.code, { card: h.card ? (data.cards[h.card] ?? h.card) : '' }) }));
}

/**
 * Which of `lines` (outcome()'s sentences) the step panel shows: after any action of the reader's, and on a link's
 * first reading only where the move kept the step (the panel's words are then the same as before it). The board said
 * what a step did a screen below the panel, on a phone and on a laptop alike, and nothing in view said it (found by an
 * audit). On a link's first reading the reader has made no choice yet: the board alone says what the link's last did,
 * and the first screen stays the step and its choices.
 */
export function panelOutcome(lines: string[], actions: number, sameStep: boolean): string[] {
  return actions > 0 || sameStep ? lines : [];
}

/**
 * The step a nested step sits in (its nearest host: "4.3" of "Turn 4.3 › Interrupt 1"), with its words; undefined at a
 * flow's own step. Its choices are offered beside the nested step's, so the panel shows whose step it is.
 */
export function hostStep(data: FlowPageData, position: Position): StepView | undefined {
  return position.levels.length < 2 ? undefined : wordsAt(data, position.levels[position.levels.length - 2]);
}

/**
 * The words of a step the reader stands in at one of the given levels of a nested position ("4.3" of "Turn 4.3 ›
 * Interrupt 1"), found by its number, innermost first; undefined if none has it.
 */
export function levelStep(data: FlowPageData, levels: Position['levels'], step: string): StepView | undefined {
  const level = levels.findLast((l) => l.step === step);
  return level && wordsAt(data, level);
}

/** One level's step, in the words of the flow it belongs to (a sub-flow's scope, or the page's own flow). */
function wordsAt(data: FlowPageData, level: Position['levels'][number]): StepView | undefined {
  const steps = level.scope ? data.scopes[level.scope]?.steps : data.steps;
  return steps?.find((s) => s.key === level.step);
}

/**
 * The parts of the spoken announcement as sentences: each ends once. Lines of what a choice did already end with their
 * own full stop, and joining them with another read out "… step).. Life check" (found by an audit).
 */
export function spoken(parts: (string | null | undefined)[], end: string): string {
  const stop = end.trim();
  const kept = parts.map((p) => (p ?? '').trim()).filter(Boolean);
  return kept.map((p, i) => (i < kept.length - 1 && !/[.。!?！？]$/u.test(p) ? p + stop : p)).join(sentenceGap(end));
}

/**
 * What goes between two sentences in the page's language, read from its `sentenceEnd`: a space after an English full
 * stop, nothing after a Japanese 。. The board's list of what a step did put its space in with CSS alone, so its text
 * ran two sentences together with no space between them (found by an audit), and the step panel put a space after 。 too.
 */
export const sentenceGap = (end: string): string => (end.endsWith(' ') ? ' ' : '');

/** Lines that each end with their own full stop (outcome()'s sentences), as one run of text in the page's language. */
export const joinSentences = (lines: string[], end: string): string => lines.join(sentenceGap(end));

/** What the step's announcement last knew of the rules: the edition, the frame shown, and whether it names the edition. */
export interface RulesHeard {
  edition: string | null;
  frame: unknown;
  say: boolean;
}

/**
 * Whether the step's announcement names the rules edition ("Rules now: …. Step 3.2.2: …"): from a change of edition
 * (the reader's switch, a ruling replayed under another, the browser's Back to an entry under another) until another
 * frame is shown under the same rules. A switch that kept the step changed nothing the announcement said, so a screen
 * reader heard nothing (found by an audit). Not at the link's first reading (`first`): the page opened under it.
 * Returns `before` itself when nothing changed, so a component can keep it in state.
 */
export function heardRules(before: RulesHeard, edition: string | null, frame: unknown, first: boolean): RulesHeard {
  if (edition !== before.edition) return { edition, frame, say: !first };
  if (frame === before.frame) return before;
  return { edition, frame, say: false };
}

/**
 * What a link to a step's own page adds to keep the reader's rule edition ('' for the default): opened in a new tab or
 * another way, the page came up under the default rules without a word (the step list and the chart's boxes use it).
 */
export const editionQuery = (edition: string | null): string => (edition ? `?edition=${encodeURIComponent(edition)}` : '');
