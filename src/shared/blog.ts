import type { PageEntry } from './content';

/** A post as the blog index and the feeds list it. */
export interface BlogPost {
  url: string;
  title: string;
  /** `YYYY-MM-DD`, from the file name. */
  date: string;
  teaser: string;
}

/** Blog posts are named `content/blog/YYYY-MM-DD-slug.md`: the date is part of the path and the URL. */
const POST_PATH = /^blog\/(\d{4}-\d{2}-\d{2})-[^/]+\.mdx?$/;

export const BLOG_FEEDS = { rss: '/blog/rss.xml', atom: '/blog/atom.xml' } as const;

/** Every post, newest first. */
export function blogPosts(entries: readonly PageEntry[]): BlogPost[] {
  return entries
    .flatMap((entry) => {
      const date = POST_PATH.exec(entry.path)?.[1];
      return date ? [{ url: entry.url, title: entry.title, date, teaser: entry.description ?? '' }] : [];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
