import type { BlogPost } from '../../shared/blog';
import { BLOG_FEEDS } from '../../shared/blog';
import './BlogPosts.css';

/**
 * Made on first use, not when the module loads: a page's first Intl formatter loads ICU's data, 55–80 ms
 * on a phone (Chromium at 4× CPU slowdown), which was most of the entry's long task on every page.
 */
let longDate: Intl.DateTimeFormat | undefined;
const formatDate = (date: string) => (longDate ??= new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })).format(new Date(`${date}T00:00:00Z`));

/** The blog index's list of posts, newest first, generated from the content: never kept by hand. */
export function BlogPosts({ posts }: { posts: BlogPost[] }) {
  return (
    <section className="doc-section blog-posts" aria-labelledby="blog-posts">
      <h2 id="blog-posts">Posts</h2>
      <ol className="blog-posts__list">
        {posts.map((post) => (
          <li key={post.url}>
            <article>
              <h3>
                <a href={post.url}>{post.title}</a>
              </h3>
              <p className="blog-posts__date">
                <time dateTime={post.date}>{formatDate(post.date)}</time>
              </p>
              <p>{post.teaser}</p>
            </article>
          </li>
        ))}
      </ol>
      <p>
        Follow the blog with a feed reader: <a href={BLOG_FEEDS.rss}>RSS</a> or <a href={BLOG_FEEDS.atom}>Atom</a>.
      </p>
    </section>
  );
}
