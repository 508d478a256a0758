import { cn } from '@/lib/utils';

/** Eyebrow, title and lead paragraph that open a section; `id` labels the section for assistive tech. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
  inverted = false,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
  align?: 'left' | 'center';
  inverted?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className={cn('mb-2 text-sm font-semibold tracking-[0.2em] uppercase', inverted ? 'text-spark' : 'text-accent')}>{eyebrow}</p>
      )}
      <h2 id={id} className={cn('text-3xl font-bold uppercase sm:text-4xl', inverted ? 'text-white' : 'text-primary')}>
        {title}
      </h2>
      <div className={cn('mx-0 mt-3 h-1 w-16 bg-accent', align === 'center' && 'mx-auto')} aria-hidden="true" />
      {children && <div className={cn('mt-4 text-lg leading-relaxed', inverted ? 'text-steel-foreground' : 'text-muted-foreground')}>{children}</div>}
    </div>
  );
}

/** Paragraphs of copy under a SectionHeading, a line's space apart. */
export function StoryParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((text, index) => (
    <p key={index} className={index > 0 ? 'mt-4' : undefined}>
      {text}
    </p>
  ));
}
