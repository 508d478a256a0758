/** A labelled row of small chips (diameters, spool weights, abrasive specifications …). */
export function ChipList({ label, items, className, tone = 'muted' }: { label: string; items: string[]; className?: string; tone?: 'muted' | 'outline' }) {
  if (items.length === 0) return null;
  return (
    <div className={className}>
      <p className="list-label">{label}</p>
      <ul className={tone === 'muted' ? 'chips' : 'chips chips-outline'} aria-label={label}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
