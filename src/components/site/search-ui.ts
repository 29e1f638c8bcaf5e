// The header search, loaded on first use as /search.js (compiled by src/integrations/search-client.ts).
// It queries Pagefind's index for the page's language only and lists sections with excerpts, each
// naming its rule set; sections of the rule set being read (else the default one) come first.
// Self-contained on purpose: it is transpiled alone, not bundled, so it imports nothing.

interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  sub_results?: { title: string; url: string; excerpt: string }[];
}
interface PagefindResult {
  id: string;
  data: () => Promise<PagefindFragment>;
}
interface PagefindApi {
  options: (o: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (q: string, o?: Record<string, unknown>, ms?: number) => Promise<{ results: PagefindResult[] } | null>;
}

const MAX_RESULTS = 8;
const MAX_SUBS = 2;
/** Results read before ranking by rule set: enough that the reader's rule set's sections are among them. */
const MAX_READ = 16;

/** The rule set the reader is in: /<lang>/rules/<id>/… or /<lang>/learn/<id>/…, else the default (the form names it). */
export function currentRuleset(pathname: string, fallback: string): string {
  return /^\/[a-z]+\/(?:rules|learn)\/([a-z0-9-]+)\/[^/]/.exec(pathname)?.[1] ?? fallback;
}

/**
 * A query without spaces in Chinese is matched by Pagefind character by character, so its excerpt
 * marks every 金 of 抢金. When the excerpt holds the query itself, only that is marked.
 */
export function markQuery(excerpt: string, query: string): string {
  if (!/[\u3400-\u9fff]/.test(query) || /\s/.test(query)) return excerpt;
  const plain = excerpt.replace(/<\/?mark>/g, '');
  const escaped = query.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  if (!plain.includes(escaped)) return excerpt;
  return plain.split(escaped).join(`<mark>${escaped}</mark>`);
}

function setup(): void {
  const form = document.getElementById('site-search-form') as HTMLFormElement | null;
  const input = document.getElementById('site-search') as HTMLInputElement | null;
  const panel = document.getElementById('site-search-results');
  if (!form || !input || !panel || form.dataset.ready) return;
  form.dataset.ready = 'true';
  const text = form.dataset;
  const lang = text.lang ?? document.documentElement.dataset.lang ?? 'zh';

  let pagefind: Promise<PagefindApi> | undefined;
  const load = (): Promise<PagefindApi> => {
    pagefind ??= (async () => {
      const url = '/pagefind/pagefind.js';
      const api = (await import(/* @vite-ignore */ url)) as PagefindApi;
      await api.options({ excerptLength: 22 });
      await api.init();
      return api;
    })();
    return pagefind;
  };

  const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  const show = (html: string): void => {
    panel.innerHTML = html;
    panel.hidden = false;
  };
  const hide = (): void => {
    panel.hidden = true;
  };
  const status = (message: string): string => `<p class="search-status" role="status">${escapeHtml(message)}</p>`;

  // Pagefind excerpts are escaped text with <mark> around matches, so they are safe as HTML.
  const item = (title: string, url: string, excerpt: string, sub = false, ruleset = ''): string =>
    `<li${sub ? ' class="result-sub"' : ''}><a href="${escapeHtml(url)}"><span class="result-title">${escapeHtml(title)}</span>` +
    (ruleset ? `<span class="result-ruleset">${escapeHtml(ruleset)}</span>` : '') +
    `<span class="result-excerpt">${markQuery(excerpt, input.value.trim())}</span></a></li>`;

  let latest = '';
  const run = async (): Promise<void> => {
    const query = input.value.trim();
    latest = query;
    if (!query) {
      hide();
      return;
    }
    try {
      if (!pagefind) show(status(text.loading ?? '…'));
      const api = await load();
      const search = await api.debouncedSearch(query, { filters: { lang } }, 120);
      if (!search || query !== latest) return;
      const count = search.results.length;
      if (count === 0) {
        show(status((text.none ?? '').replace('{query}', query)));
        return;
      }
      const read = await Promise.all(search.results.slice(0, MAX_READ).map((r) => r.data()));
      if (query !== latest) return;
      // Pagefind's order, but the reader's rule set's sections first (a stable sort keeps the rest in rank).
      const mine = currentRuleset(location.pathname, text.defaultRuleset ?? '');
      const data = read
        .map((page, rank) => ({ page, rank, other: page.meta.rulesetId && page.meta.rulesetId !== mine ? 1 : 0 }))
        .sort((a, b) => a.other - b.other || a.rank - b.rank)
        .slice(0, MAX_RESULTS)
        .map((r) => r.page);
      const countText = (count === 1 ? text.countOne : text.countOther) ?? '';
      const rows = data.map((page) => {
        const subs = (page.sub_results ?? [])
          .filter((s) => s.url !== page.url && s.title !== page.meta.title)
          .slice(0, MAX_SUBS)
          .map((s) => item(s.title, s.url, s.excerpt, true));
        return item(page.meta.title ?? page.url, page.url, page.excerpt, false, page.meta.ruleset ?? '') + subs.join('');
      });
      show(`${status(countText.replace('{count}', String(count)))}<ol>${rows.join('')}</ol>`);
    } catch (error) {
      console.warn('search failed', error);
      show(status(text.error ?? ''));
    }
  };

  const links = (): HTMLAnchorElement[] => [...panel.querySelectorAll('a')];

  input.addEventListener('input', () => void run());
  input.addEventListener('focus', () => {
    void load().catch(() => {});
    if (input.value.trim() && panel.innerHTML) {
      panel.hidden = false;
    }
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    links()[0]?.click();
  });
  form.addEventListener('keydown', (e) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      hide();
      input.focus();
    } else if (e.key === 'ArrowDown' && all.length) {
      e.preventDefault();
      all[Math.min(at + 1, all.length - 1)].focus();
    } else if (e.key === 'ArrowUp' && at >= 0) {
      e.preventDefault();
      if (at === 0) input.focus();
      else all[at - 1].focus();
    }
  });
  document.addEventListener('click', (e) => {
    if (!form.contains(e.target as Node)) hide();
  });
  // Not on focusout: Safari does not focus a clicked link, so the panel would vanish mid-click.
  document.addEventListener('focusin', (e) => {
    if (!form.contains(e.target as Node)) hide();
  });

  if (input.value.trim()) void run();
  else void load().catch(() => {});
}

// Imported by the unit tests (for the helpers above) without a document.
if (typeof document !== 'undefined') setup();
