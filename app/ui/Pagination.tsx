import { Link } from "@remix-run/react";
import { ChevronLeftIcon, ChevronRightIcon } from "@radix-ui/react-icons";

/** Pages 1..count as links; `href(n)` builds each page's URL. Shows a window around the current page. */
export function Pagination({ page, count, href }: { page: number; count: number; href: (n: number) => string }) {
  if (count <= 1) return null;
  const from = Math.max(1, Math.min(page - 2, count - 4));
  const pages = Array.from({ length: Math.min(5, count) }, (_, i) => from + i);
  return (
    <nav aria-label="Pagination" className="sp-pagination">
      {page > 1 ? (
        <Link to={href(page - 1)} aria-label="Previous page" className="sp-page-link">
          <ChevronLeftIcon />
        </Link>
      ) : null}
      {pages.map((n) => (
        <Link key={n} to={href(n)} aria-label={`Page ${n}`} aria-current={n === page ? "page" : undefined} className="sp-page-link">
          {n}
        </Link>
      ))}
      {page < count ? (
        <Link to={href(page + 1)} aria-label="Next page" className="sp-page-link">
          <ChevronRightIcon />
        </Link>
      ) : null}
    </nav>
  );
}
