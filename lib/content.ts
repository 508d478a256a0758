import fs from 'node:fs';
import path from 'node:path';
import { foundingYear } from '@/lib/company';
import { site } from '@/lib/site';

// Copy that is prose rather than layout (the privacy notice) lives in content/*.md, as Markdown
// with three small additions:
//  - `{{fact}}` placeholders, filled from `contentFacts` below, so that the copy stays right when
//    the COMPANY_* settings change (an unknown placeholder is an error, not a blank);
//  - `## Title {#id}` headings, which cut the document into sections with stable anchors;
//  - `::name` lines, where the page places a component of its own (a table, a contact card).

/** Every fact a document may name as `{{fact}}`. */
export const contentFacts = {
  companyName: site.name,
  companyEmail: site.email,
  companyPhone: site.phone,
  registeredOfficeAddress: site.offices[0].address,
  grievanceOfficerName: site.grievanceOfficer.name,
  grievanceOfficerEmail: site.grievanceOfficer.email,
  foundingYear: String(foundingYear),
} satisfies Record<string, string>;

export type ContentFacts = Record<string, string>;

/** Markdown to render, or the place of a block the page supplies. */
export type DocumentPart = { markdown: string } | { block: string };
export type DocumentSection = { id: string; title: string; parts: DocumentPart[] };
/** What comes before the first section, and the sections in order. */
export type ProseDocument = { preamble: DocumentPart[]; sections: DocumentSection[] };

const sectionHeading = /^## (.+?) \{#([a-z0-9-]+)\}[ \t]*$/gm;
const blockLine = /^::([a-z0-9-]+)[ \t]*$/gm;

/** Reads content/<name>.md with the company's facts filled in. */
export function readDocument(name: string): ProseDocument {
  return parseDocument(fs.readFileSync(path.join(process.cwd(), 'content', `${name}.md`), 'utf8'), contentFacts);
}

export function parseDocument(source: string, facts: ContentFacts): ProseDocument {
  const headings = [...source.matchAll(sectionHeading)];
  const preamble = source.slice(0, headings[0]?.index ?? source.length);
  return {
    preamble: parts(preamble, facts),
    sections: headings.map((heading, index) => ({
      id: heading[2],
      title: fill(heading[1], facts, (value) => value),
      parts: parts(source.slice(heading.index + heading[0].length, headings[index + 1]?.index ?? source.length), facts),
    })),
  };
}

function parts(text: string, facts: ContentFacts): DocumentPart[] {
  const result: DocumentPart[] = [];
  const addMarkdown = (markdown: string) => {
    if (markdown.trim()) result.push({ markdown: fill(markdown.trim(), facts, escapeMarkdown) });
  };
  let from = 0;
  for (const block of text.matchAll(blockLine)) {
    addMarkdown(text.slice(from, block.index));
    result.push({ block: block[1] });
    from = block.index + block[0].length;
  }
  addMarkdown(text.slice(from));
  return result;
}

function fill(text: string, facts: ContentFacts, escape: (value: string) => string): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_, name: string) => {
    if (!Object.hasOwn(facts, name)) throw new Error(`Unknown placeholder {{${name}}} in content`);
    return escape(facts[name]);
  });
}

/** A fact is text, never markup: every ASCII punctuation mark is escaped (CommonMark allows it on any). */
export const escapeMarkdown = (value: string) => value.replace(/[!-/:-@[-`{-~]/g, '\\$&');
