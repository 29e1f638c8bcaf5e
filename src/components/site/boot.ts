// The one inline script every page carries: applies the saved theme before first paint, wires the
// theme buttons, loads the search module on first use, and registers the service worker.
// It is serialised with Function.prototype.toString, so it must stay self-contained: no imports,
// no closures over module scope, no dynamic import() (Vite would rewrite it on the server).

export function boot(prod: boolean): void {
  const d = document;
  const r = d.documentElement;
  let s: Storage | null = null;
  try {
    s = localStorage;
  } catch {
    // Blocked storage: the theme follows the system.
  }
  const apply = (v?: string | null): void => {
    if (v == 'light' || v == 'dark') r.dataset.theme = v;
    else delete r.dataset.theme;
    for (const b of d.querySelectorAll<HTMLElement>('[data-set-theme]'))
      b.setAttribute('aria-pressed', String(b.dataset.setTheme == (r.dataset.theme || 'system')));
  };
  r.classList.add('js');
  apply(s?.getItem('theme'));
  s?.setItem('lang', r.dataset.lang!);
  d.addEventListener('DOMContentLoaded', () => apply(r.dataset.theme));
  d.addEventListener('click', (e) => {
    const v = (e.target as Element).closest?.<HTMLElement>('[data-set-theme]')?.dataset.setTheme;
    if (!v) return;
    if (v == 'system') s?.removeItem('theme');
    else s?.setItem('theme', v);
    apply(v);
  });
  let loaded = 0;
  d.addEventListener('focusin', (e) => {
    if ((e.target as Element).id != 'site-search' || loaded++) return;
    const js = d.createElement('script');
    js.type = 'module';
    js.src = '/search.js';
    d.head.append(js);
  });
  d.addEventListener('keydown', (e) => {
    const t = e.target as HTMLElement;
    const i = d.getElementById('site-search');
    if (i && ((e.key == '/' && !/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) && !t.isContentEditable) || (e.key == 'k' && (e.ctrlKey || e.metaKey)))) {
      e.preventDefault();
      i.focus();
    }
  });
  if (prod && 'serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('/sw.js'));
}

/** The script text for the page: whitespace squeezed, since every byte ships on every page. */
export function bootScript(prod: boolean): string {
  const source = boot
    .toString()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
  return `(${source})(${prod});`;
}
