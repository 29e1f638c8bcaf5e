// The one inline script every page carries: applies the saved theme before first paint, wires the
// theme buttons, loads the search module on first use, registers the service worker and, when a
// new build waits, loads the module that offers it (/update.js, update-ui.ts).
// Its text is hashed into each page's Content-Security-Policy (src/integrations/csp.ts) after the
// build, so it may change freely; an inline event handler (onclick=…) would be refused.
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
    for (const b of d.querySelectorAll<HTMLElement>('[data-set-theme]')) b.setAttribute('aria-pressed', String(b.dataset.setTheme == (r.dataset.theme || 'system')));
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
  const add = (src: string): void => d.head.append(Object.assign(d.createElement('script'), { type: 'module', src }));
  let loaded = 0;
  d.addEventListener('focusin', (e) => {
    if ((e.target as Element).id != 'site-search' || loaded++) return;
    add('/search.js');
  });
  d.addEventListener('keydown', (e) => {
    const t = e.target as HTMLElement;
    const i = d.getElementById('site-search');
    if (i && ((e.key == '/' && !/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) && !t.isContentEditable) || (e.key == 'k' && (e.ctrlKey || e.metaKey)))) {
      e.preventDefault();
      i.focus();
    }
  });
  // Once a worker is active, a new build's waiting (now or once installed) loads /update.js.
  const w = navigator.serviceWorker;
  if (prod && w)
    addEventListener('load', () => {
      w.register('/sw.js');
      w.ready.then((g) => {
        const o = (): unknown => g.waiting && add('/update.js');
        o();
        g.onupdatefound = () => (g.installing!.onstatechange = o);
      });
    });
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
