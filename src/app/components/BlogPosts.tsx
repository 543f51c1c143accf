import type { BlogPost } from '../../shared/blog';
import { BLOG_FEEDS } from '../../shared/blog';
import { formatLongDate } from '../format';
import './BlogPosts.css';

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
                <time dateTime={post.date}>{formatLongDate(post.date)}</time>
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
