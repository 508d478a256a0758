import type { Element, Root as HastRoot, RootContent } from 'hast';
import type { ReactElement } from 'react';
import { compileMDX, type MDXRemoteProps } from 'next-mdx-remote/rsc';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import { markdownShapeProblem, type MarkdownShapeProblem } from '@/lib/domain/markdown-shape';

// Article bodies are written by people, so they are rendered as plain Markdown (never MDX: no
// JSX, no expressions) and everything that could run code is taken out before React sees it.

/** Spec §5: URLs are kept only with these schemes, or when relative. */
export const SAFE_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const safeScheme = new RegExp(`^(${SAFE_URL_SCHEMES.join('|')})$`, 'i');

/**
 * Returns the URL when its scheme is allowed or when it is relative, otherwise an empty string.
 * A colon after the first `/`, `?` or `#` is part of a relative path, not a scheme. Anything
 * before the colon that is not exactly an allowed scheme (including whitespace, control
 * characters or entity tricks such as `java\tscript:`) makes the URL unsafe.
 */
export function filterUrl(url: string | null | undefined): string {
  if (!url) return '';
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  const firstDelimiter = Math.min(...['/', '?', '#'].map((delimiter) => url.indexOf(delimiter)).filter((at) => at !== -1), Infinity);
  if (colon > firstDelimiter) return url;
  return safeScheme.test(url.slice(0, colon)) ? url : '';
}

export const isSafeUrl = (url: string) => url !== '' && filterUrl(url) === url;

/**
 * Whether a (filtered) URL leaves the site: http(s) with a host, or scheme-relative (`//host`,
 * which takes the page's scheme). Read as a browser reads it: tabs and line breaks inside are
 * dropped, leading spaces and control characters too, and a backslash counts as a slash, so
 * `/\evil.example` and `/<tab>/evil.example` are scheme-relative as well.
 */
export function isExternalUrl(url: string): boolean {
  const asBrowsed = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '').replace(/\\/g, '/');
  return /^(https?:|\/\/)/i.test(asBrowsed);
}

const urlProperties: Record<string, string> = { a: 'href', img: 'src' };

/** Empties every unsafe link and image URL in the rendered tree (spec §5: "otherwise emptied"). */
export function rehypeFilterUrls() {
  return (tree: HastRoot) => {
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type !== 'element') continue;
        const property = urlProperties[node.tagName];
        if (property && node.properties[property] !== undefined) {
          node.properties[property] = filterUrl(String(node.properties[property]));
        }
        walk((node as Element).children);
      }
    };
    walk(tree.children);
  };
}

/**
 * What Markdown may produce and nothing more: raw HTML, scripts, frames, forms, styles and event
 * handlers cannot survive, whatever the source holds.
 */
export const markdownSanitizeSchema: SanitizeSchema = {
  tagNames: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'em', 'del', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'code', 'pre'],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    code: [['className', /^language-[\w-]+$/]],
  },
  protocols: { href: [...SAFE_URL_SCHEMES], src: [...SAFE_URL_SCHEMES] },
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math'],
  allowComments: false,
  allowDoctypes: false,
};

export type MarkdownComponents = NonNullable<MDXRemoteProps['components']>;

/** Thrown, before any parsing, for Markdown nested too deep or too dense to render in reasonable time. */
export class MarkdownTooComplexError extends Error {
  constructor(readonly problem: MarkdownShapeProblem) {
    super(`markdown too complex to render (${problem})`);
    this.name = 'MarkdownTooComplexError';
  }
}

/**
 * Compiles an article body to React elements with the given element components. Markdown that
 * lib/domain/markdown-shape.ts finds too deep or too dense is refused at once (a
 * MarkdownTooComplexError): the parser would block the server for seconds or minutes on it, and
 * a deep tree overflows the stack while React renders it, outside the caller's try.
 */
export async function renderMarkdown(source: string, components: MarkdownComponents): Promise<ReactElement> {
  const problem = markdownShapeProblem(source);
  if (problem) throw new MarkdownTooComplexError(problem);
  const { content } = await compileMDX({
    source,
    components,
    options: {
      blockJS: true,
      blockDangerousJS: true,
      mdxOptions: {
        format: 'md',
        rehypePlugins: [rehypeFilterUrls, [rehypeSanitize, markdownSanitizeSchema]],
      },
    },
  });
  return content;
}
