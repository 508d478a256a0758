/** A labelled row of small chips (diameters, spool weights, abrasive specifications …). */
export function ChipList({ label, items, className, tone = 'muted' }: { label: string; items: string[]; className?: string; tone?: 'muted' | 'outline' }) {
  if (items.length === 0) return null;
  return (
    <div className={className}>
      <p className="list-label">{label}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {items.map((item) => (
          <li key={item} className={tone === 'muted' ? 'chip' : 'chip chip-outline'}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
