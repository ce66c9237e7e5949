import type { ContentPage } from '@/lib/catalog/content-page';
import '@/app/styles/content.css';

/** A content page: its HTML comes sanitised from lib/catalog, so it may be rendered as it is. */
export function ContentArticle({ page }: { page: ContentPage }) {
  return (
    <article className="content-article">
      <h1>{page.title}</h1>
      {page.chapo && <p className="content-article__lead">{page.chapo}</p>}
      <div className="content-article__body" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
