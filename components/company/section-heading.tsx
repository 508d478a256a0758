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
  // Component classes (app/globals.css): a section heading opens most sections of the site's pages.
  return (
    <div className={cn('section-heading', align === 'center' && 'section-heading-center', inverted && 'section-heading-inverted', className)}>
      {eyebrow && <p className="section-eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <div className="section-rule" />
      {children && <div className="section-lead">{children}</div>}
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
