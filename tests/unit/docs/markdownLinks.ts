/**
 * The relative links and images of a Markdown file, and which of them do not resolve: a missing
 * file or image, or an anchor that names no heading (GitHub's heading ids). Links to the web are
 * not fetched (a test must not depend on the network); code blocks and inline code are skipped,
 * since what they show is typed, not followed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface MarkdownLink {
  /** The target as written, e.g. `docs/cli.md#exit-codes` or `images/play.png`. */
  target: string;
  line: number;
  image: boolean;
}

export interface BrokenLink extends MarkdownLink {
  reason: string;
}

/** The lines with fenced code blocks blanked out (line numbers kept). */
function outsideFences(markdown: string): string[] {
  let inFence = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return '';
    }
    return inFence ? '' : line;
  });
}

export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  outsideFences(markdown)
    .map((line) => line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length)))
    .forEach((text, index) => {
      // [text](target "title") and ![alt](target); the target ends at a space or the closing bracket.
      for (const match of text.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
        links.push({ target: match[2], line: index + 1, image: match[1] === '!' });
      for (const match of text.matchAll(/<img\s[^>]*src="([^"]+)"/g))
        links.push({ target: match[1], line: index + 1, image: true });
    });
  return links;
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The ids of every heading in the file, with GitHub's -1, -2 for repeated headings. */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of outsideFences(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    ids.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return ids;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i; // https:, mailto:, …

export function brokenLinks(file: string): BrokenLink[] {
  const markdown = readFileSync(file, 'utf8');
  const broken: BrokenLink[] = [];
  for (const link of markdownLinks(markdown)) {
    if (EXTERNAL.test(link.target)) continue;
    const [path, anchor] = link.target.split('#', 2) as [string, string | undefined];
    const target = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    if (!existsSync(target)) {
      broken.push({ ...link, reason: `${path} does not exist` });
      continue;
    }
    if (anchor === undefined || !target.endsWith('.md') || statSync(target).isDirectory()) continue;
    if (!headingIds(readFileSync(target, 'utf8')).has(anchor))
      broken.push({ ...link, reason: `no heading with the id #${anchor} in ${path || 'this file'}` });
  }
  return broken;
}
