/**
 * The script that runs before the entry: the build (scripts/paint-before-entry-plugin.ts) bundles
 * this file alone into a classic script of about 1.4 KB and loads it right after `#root` in
 * index.html. Parser-blocking on purpose: it paints the signed-in user's copy of this address
 * (./paint-copy.ts) as soon as the page and its stylesheet are in — before the entry's ~130 KB are
 * fetched, compiled and evaluated, which is what a slow phone or a venue's network waits on. The
 * entry then adopts the copy (./last-screen-paint.ts).
 *
 * It reads the session without the entry's schema (that would bring valibot along); a session the
 * entry does not accept gets the copy taken away at once.
 */
import { storedSubjectUnchecked } from '../../api/auth-subject';
import { applyTheme } from '../../ui/theme/theme-store';
import { paintCopy } from './paint-copy';

// The copy is painted in the user's theme: its dark variants hang on <html>'s class.
applyTheme();

const root = document.getElementById('root');
// Only into the empty #root of a page still being parsed: run again later (imported, say), it
// would otherwise lay a picture over the live app.
const atStart = document.readyState === 'loading' && root !== null && !root.hasChildNodes();
const userId = atStart ? storedSubjectUnchecked(localStorage) : null;
if (root && userId) paintCopy(root, userId, window.location.pathname);
