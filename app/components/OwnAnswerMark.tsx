/**
 * The mark on a ruling whose question no document asks and whose whole answer is this site's, worked out from the
 * rule it cites (a ruling of kind 'judge'). Shown wherever the ruling is listed, so a judge never takes it for an
 * official answer; the hint (said to screen readers, and on hover) says what the mark means.
 */
export function OwnAnswerMark({ label, hint, className = '' }: { label: string; hint: string; className?: string }) {
  return (
    <span
      className={`inline-block rounded-chip border border-warn-line bg-warn-soft px-1.5 text-xs font-semibold text-warn-ink ${className}`}
      title={hint}
      data-own-answer
    >
      {label}
      <span className="sr-only"> ({hint})</span>
    </span>
  );
}
