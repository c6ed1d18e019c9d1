import type { EditorField, EditorValues, FlowDefinition, LogEntry } from './types';

/** An editor's number field (whole numbers from min to max); every game's editor builds its fields with these. */
export const numberField = (key: string, min: number, max: number, step = 1): EditorField => ({ key, kind: 'number', min, max, step });
/** An editor's yes/no field. */
export const flagField = (key: string): EditorField => ({ key, kind: 'flag' });

/** The id an edited situation runs under; the URL keeps the base preset and the edits. */
export const CUSTOM = 'custom';

function fields(flow: FlowDefinition): Map<string, EditorField> {
  return new Map((flow.editor?.groups ?? []).flatMap((g) => g.fields.map((f) => [f.key, f] as const)));
}

/** Writes only what differs from the base preset: "attacker.center.power-6000~attacker.center.penetrate-1". */
export function encodeEdits(flow: FlowDefinition, base: string, values: EditorValues): string {
  if (!flow.editor) return '';
  const from = flow.editor.values(flow.setups[base]);
  return [...fields(flow).keys()]
    .filter((k) => values[k] !== undefined && values[k] !== from[k])
    .map((k) => `${k}-${typeof values[k] === 'boolean' ? (values[k] ? 1 : 0) : values[k]}`)
    .join('~');
}

/**
 * An edit a link carries that cannot be used: 'bad-edit' names no field or falls outside its range; 'off-step' is a
 * number between two of its field's steps (a power of 1500 where power goes by 1000), named with its field and value.
 */
export type EditProblem = { kind: 'bad-edit'; token: string } | { kind: 'off-step'; token: string; field: string; value: number; min: number; step: number };

/** One edit as written in a link: "<field key>-<value>"; a negative value reads "nonTurn.life--3". */
const EDIT = /^([a-zA-Z0-9.-]+?)-(-?\d{1,6})$/;

/**
 * Reads edits back. An edit that names no field, falls outside its range or between two of its steps is ignored and
 * reported on its own; the edits around it still apply. `read`: how many edits were used.
 */
export function decodeEdits(flow: FlowDefinition, base: string, text: string): { values: EditorValues; problems: EditProblem[]; read: number } {
  const preset = Object.hasOwn(flow.setups, base) ? flow.setups[base] : undefined;
  const values: EditorValues = flow.editor && preset ? { ...flow.editor.values(preset) } : {};
  const known = fields(flow);
  const problems: EditProblem[] = [];
  let read = 0;
  for (const part of text.slice(0, 2000).split('~').filter(Boolean)) {
    const m = EDIT.exec(part);
    const field = m ? known.get(m[1]) : undefined;
    const n = m ? Number(m[2]) : NaN;
    const fits = !!field && Number.isInteger(n) && (field.kind === 'number' ? n >= field.min && n <= field.max : n === 0 || n === 1);
    if (!field || !fits) {
      problems.push({ kind: 'bad-edit', token: part });
      continue;
    }
    // The form offers only the field's steps (its input's step, counted from its min, as the browser counts it); a link
    // gave any whole number in range, and a board no form could make was built without a word (found by an audit).
    if (field.kind === 'number' && (n - field.min) % field.step !== 0) {
      problems.push({ kind: 'off-step', token: part, field: field.key, value: n, min: field.min, step: field.step });
      continue;
    }
    values[field.key] = field.kind === 'flag' ? n === 1 : n;
    read += 1;
  }
  return { values, problems, read };
}

/** The same flow with one more setup: the edited board, under the id CUSTOM. */
export function withCustom<B extends { log: LogEntry[] }>(flow: FlowDefinition<B>, base: string, values: EditorValues): FlowDefinition<B> {
  if (!flow.editor) return flow;
  return { ...flow, setups: { ...flow.setups, [CUSTOM]: flow.editor.build(values, flow.setups[base]) } };
}
