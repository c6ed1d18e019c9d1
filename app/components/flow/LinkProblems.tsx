'use client';
import { useEffect, type ReactNode } from 'react';
import type { SituationProblem } from '@/machines/engine/situation';
import type { Notice } from '@/machines/engine/explorer';
import { useFlowData, useLinkParts, useWalk } from './FlowContext';
import { positionLabel } from './labels';
import { fillNodes, Untrusted } from './Untrusted';
import { fill } from '@/app/lib/text';

const box = 'm-0 rounded-control border p-2 text-sm';
const warn = `${box} border-warn-line bg-warn-soft text-warn-ink`;
const info = `${box} border-accent bg-accent-soft text-accent-ink`;

/**
 * What the link had that could not be used, one message per value (walk, setup,
 * edit, edition, open chart; a value passed over for another of the same part names the one read), one per part given
 * more than once, and what a chart click did on the reader's behalf. Tokens from the link are shown isolated and
 * shortened (Untrusted).
 */
export function LinkProblems() {
  const data = useFlowData();
  const walk = useWalk();
  const { ui } = data;
  // A walk stops where its problem was met, so a nested position ("4.1>1") is the reader's own: it is named in the words
  // of the sub-flow the reader stands in. Named in the page's own flow, it took that flow's step 1 (found by a crafted link).
  const here = walk.frame.position;
  const label = (key: string) => positionLabel(data, key, here.key === key ? here.scope : undefined);
  const message = (p: SituationProblem): ReactNode => {
    const token = <Untrusted text={p.token} />;
    // The parameter's name is the page's own (one of SITUATION_PARAMS), not the link's: shown as it is.
    if (p.kind === 'repeated') {
      // Named in words, with the link's own spelling beside them ("the rules edition (edition=)"), as the other
      // messages name their part (an audit found the bare parameter name unclear).
      const what = { walk: ui.partWalk, setup: ui.partSetup, edit: ui.partEdit, open: ui.partOpen, edition: ui.partEdition }[p.part];
      // The value read instead is named: it need not be the first (a first value that could not be read is passed over).
      const used = <Untrusted text={p.used} />;
      return p.more
        ? fillNodes(ui.paramRepeatedMore, { what, param: p.part, token, used, more: p.more })
        : fillNodes(ui.paramRepeated, { what, param: p.part, token, used });
    }
    switch (p.part) {
      case 'setup':
        return p.used === undefined ? fillNodes(ui.setupIgnored, { token }) : fillNodes(ui.setupIgnoredFor, { token, used: <Untrusted text={p.used} /> });
      case 'edit':
        if (p.kind === 'off-step') return fillNodes(ui.editOffStep, { token, field: fieldName(data, p.field), step: p.step, min: p.min, value: p.value });
        return p.kind === 'no-editor' ? fillNodes(ui.editNoEditor, { token }) : fillNodes(ui.editIgnored, { token });
      case 'open':
        return fillNodes(ui.openIgnored, { token });
      case 'edition':
        if (p.kind === 'no-editions') return fillNodes(ui.editionNone, { token });
        return p.used === undefined ? fillNodes(ui.editionIgnored, { token }) : fillNodes(ui.editionIgnoredFor, { token, used: <Untrusted text={p.used} /> });
      case 'walk': {
        const why =
          p.kind === 'unknown'
            ? fillNodes(ui.walkUnknown, { token })
            : p.kind === 'unavailable'
              ? fillNodes(ui.walkUnavailable, { token, at: label(p.at) })
              : p.kind === 'malformed'
                ? // An empty entry has no value to show: quoting "" told the reader nothing (found by an audit: walk=..).
                  p.token === ''
                  ? ui.walkEmptyPart
                  : fillNodes(ui.walkMalformed, { token })
                : ui.walkTooLong;
        return (
          <>
            {ui.walkIgnored}: {why} {fillNodes(ui.walkShownUpTo, { at: label(p.at) })}
          </>
        );
      }
    }
  };
  // The link's step= and the offline worker's marker (app/lib/link-view.ts), each value not used named on its own, until
  // the reader's first move (as the note on a step page's walk going elsewhere, below).
  const parts = useLinkParts();
  const partProblems =
    walk.actions > 0
      ? []
      : [
          ...parts.stepProblems.map((p) => ({
            kind: `step-${p.kind}`,
            text: fillNodes(p.kind === 'unknown' ? ui.stepLinkUnknown : ui.stepLinkRepeated, {
              step: <Untrusted text={p.token} />,
              used: data.focusStep ?? '',
            }),
          })),
          ...parts.markProblems.map((token) => ({ kind: 'offline-mark', text: fillNodes(ui.offlineMarkUnknown, { token: <Untrusted text={token} /> }) })),
        ];
  const notice = walk.notice;
  // A step's own page opened with a walk of its own that leads elsewhere: the address still names the page's step, so
  // the panel says where the walk went (an audit found /3.2.1?walk=next showing 1.1.1 without a word). Until the
  // reader's first move.
  const outer = walk.frame.position.levels[0]?.step;
  const elsewhere = data.focusStep && walk.actions === 0 && outer !== data.focusStep ? data.focusStep : null;
  // A step page brings its panel into view on a phone (FlowExplorer); what the link's reading adds at the panel's top
  // comes just after, and the browser, keeping the step's words where they were, left it above the screen (found by
  // an audit). Brought into view again once, as it appears.
  const said = elsewhere !== null || walk.problems.length > 0 || partProblems.length > 0;
  useEffect(() => {
    if (!said || !data.focusStep || !window.matchMedia('(max-width: 1023px)').matches || window.location.hash) return;
    document.querySelector('[data-step-panel]')?.scrollIntoView({ block: 'start' });
  }, [said, data.focusStep]);
  return (
    <>
      {elsewhere && (
        <p role="status" className={info} data-step-page-elsewhere={elsewhere}>
          {fillNodes(ui.stepPageElsewhere, { step: elsewhere, to: positionLabel(data, walk.frame.position.key, walk.frame.position.scope) })}
        </p>
      )}
      {partProblems.map((p, i) => (
        <p key={i} role="alert" className={`${warn} min-w-0 [overflow-wrap:anywhere]`} data-link-part-problem={p.kind}>
          {p.text}
        </p>
      ))}
      {walk.problems.length > 0 && (
        <div className="flex flex-col gap-1" data-link-problems>
          {walk.problems.map((p, i) => (
            <p key={i} role="alert" className={`${warn} min-w-0 [overflow-wrap:anywhere]`} data-walk-problem={p.kind} data-problem-part={p.part}>
              {message(p)}
            </p>
          ))}
        </div>
      )}
      {notice && (
        <p role="status" className={info} data-notice={notice.kind}>
          {noticeMessage(data, notice)}
        </p>
      )}
    </>
  );
}

/**
 * An editor field named as its form names it: its label under its group's (fields are labelled by their key's last
 * part, groups by the rest). The key is the flow's own, not the link's: a field the link named that the flow lacks is
 * refused before this.
 */
function fieldName(data: ReturnType<typeof useFlowData>, key: string): string {
  const words = data.editor;
  const cut = key.lastIndexOf('.');
  const [fieldKey, groupKey] = [key.slice(cut + 1), key.slice(0, Math.max(0, cut))];
  const field = words && Object.hasOwn(words.fields, fieldKey) ? words.fields[fieldKey] : key;
  const group = words && Object.hasOwn(words.groups, groupKey) ? words.groups[groupKey] : undefined;
  return group ? fill(data.ui.editFieldOf, { field, group }) : field;
}

function nodeLabel(data: ReturnType<typeof useFlowData>, id: string): string {
  // An end is drawn once beside each step that reaches it: each copy names the state it stands for (of).
  const nodes = [...data.layouts.folded.nodes, ...Object.values(data.layouts.opened).flatMap((l) => l?.nodes ?? [])];
  const node = nodes.find((n) => n.id === id) ?? nodes.find((n) => n.of === id);
  if (!node) return id;
  if (node.end) return positionLabel(data, `end:${node.end}`, undefined);
  const scope = node.host ? data.layouts.folded.nodes.find((h) => h.id === node.host)?.flow : undefined;
  return node.step ? positionLabel(data, node.step, scope) : id;
}

/** What a notice says, in the page's words: the panel shows it, and the setup editor repeats the one its form caused. */
export function noticeMessage(data: ReturnType<typeof useFlowData>, notice: Notice): ReactNode {
  return noticeText(notice, data.ui, (id) => nodeLabel(data, id));
}

function noticeText(n: Notice, ui: Record<string, string>, label: (id: string) => string): ReactNode {
  const to = label(n.to);
  if (n.kind === 'resituated')
    return n.kept === n.steps ? fillNodes(ui.resituatedHeld, { to }) : fillNodes(ui.resituatedCut, { to, kept: n.kept, steps: n.steps });
  if (n.kind === 'went-back') return fillNodes(ui.wentBack, { to });
  if (n.kind === 'went-on') return fillNodes(ui.wentOn, { to, steps: n.steps });
  if (n.kind === 'rewound') return fillNodes(ui.rewound, { to, kept: n.kept, steps: n.steps });
  if (n.kind === 'started-over') return fillNodes(ui.startedOver, { to, steps: n.steps });
  return fillNodes(ui.unreachable, { to });
}
