import { Button } from '../../ui/button';

type AdminPagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** What is counted: 'user' → '52 users'. */
  noun: string;
  onPage: (page: number) => void;
};

/** "Page 2 of 3 · 52 users" with Previous and Next. */
export function AdminPager({ page, pageSize, total, noun, onPage }: AdminPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-400">
        Page {Math.min(page, pages)} of {pages} · {total} {total === 1 ? noun : `${noun}s`}
      </span>
      <span className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
