import type { ComponentProps } from 'react';
import { filterUrl, isExternalUrl, renderMarkdown, type MarkdownComponents } from '@/lib/markdown';
import { requestLog } from '@/lib/core/log';
import { ARTICLE_CONTENT_MAX } from '@/lib/schemas/news';

// The elements Markdown can produce, styled for reading. URLs are filtered again here so that
// nothing unsafe reaches the page even if the pipeline before it changes.
export const articleComponents: MarkdownComponents = {
  // The page title is the only h1: a heading in the body starts one level down.
  h1: (props: ComponentProps<'h2'>) => <h2 className="mt-10 mb-4 text-2xl font-bold sm:text-3xl" {...props} />,
  h2: (props: ComponentProps<'h2'>) => <h2 className="mt-10 mb-4 text-2xl font-bold sm:text-3xl" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <h3 className="mt-8 mb-3 text-xl font-semibold" {...props} />,
  h4: (props: ComponentProps<'h4'>) => <h4 className="mt-6 mb-2 text-lg font-semibold" {...props} />,
  h5: (props: ComponentProps<'h5'>) => <h5 className="mt-6 mb-2 font-semibold" {...props} />,
  h6: (props: ComponentProps<'h6'>) => <h6 className="mt-6 mb-2 font-semibold" {...props} />,
  p: (props: ComponentProps<'p'>) => <p className="my-5 leading-relaxed" {...props} />,
  strong: (props: ComponentProps<'strong'>) => <strong className="font-semibold text-foreground" {...props} />,
  ul: (props: ComponentProps<'ul'>) => <ul className="my-5 list-disc space-y-2 pl-6 marker:text-accent" {...props} />,
  ol: (props: ComponentProps<'ol'>) => <ol className="my-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-accent" {...props} />,
  li: (props: ComponentProps<'li'>) => <li className="pl-1 leading-relaxed" {...props} />,
  blockquote: (props: ComponentProps<'blockquote'>) => <blockquote className="my-6 border-l-4 border-accent bg-muted/60 py-2 pr-4 pl-5 italic" {...props} />,
  hr: () => <hr className="my-10 border-border" />,
  code: (props: ComponentProps<'code'>) => <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]" {...props} />,
  pre: (props: ComponentProps<'pre'>) => <pre className="my-6 overflow-x-auto rounded-md bg-steel p-4 text-sm text-steel-foreground [&_code]:bg-transparent [&_code]:p-0" {...props} />,
  a: ({ href, children, title }: ComponentProps<'a'>) => {
    const safe = filterUrl(href);
    // An emptied URL leaves its text, not a link that goes nowhere.
    if (!safe) return <span>{children}</span>;
    return (
      <a
        href={safe}
        title={title}
        className="font-medium text-accent underline underline-offset-2 hover:no-underline"
        {...(isExternalUrl(safe) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
      >
        {children}
      </a>
    );
  },
  img: ({ src, alt, title }: ComponentProps<'img'>) => {
    const safe = typeof src === 'string' ? filterUrl(src) : '';
    if (!safe) return null;
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={safe} alt={alt ?? ''} title={title} loading="lazy" decoding="async" className="my-6 h-auto max-w-full rounded-md border" />;
  },
};

/** An article body rendered from Markdown (headings, paragraphs, bold, lists, safe links and images). */
export async function ArticleBody({ source, articleId }: { source: string; articleId: string }) {
  try {
    // Longer than an editor may save (written straight to the database): its rendering time is not bounded.
    if (source.length > ARTICLE_CONTENT_MAX) throw new Error(`article longer than ${ARTICLE_CONTENT_MAX} characters`);
    return <div className="article-body text-base text-foreground/90 sm:text-lg">{await renderMarkdown(source, articleComponents)}</div>;
  } catch (error) {
    // Markdown rarely fails to compile; if it does, or is refused as too deep or too dense (saved
    // before the rule, or written straight to the database), the text is still shown, escaped, as paragraphs.
    (await requestLog()).error('article markdown failed to render', { articleId, error: (error as Error).message });
    return (
      <div className="article-body text-base sm:text-lg">
        {source.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className="my-5 leading-relaxed whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    );
  }
}
