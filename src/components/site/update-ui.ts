// The offer of a new build, loaded as /update.js by the boot script when a new build's service
// worker has installed and waits (compiled by src/integrations/service-worker.ts). It shows the bar
// the layout renders hidden (#site-update, in the page's language); its button tells the waiting
// worker to take over, then reloads the page on the new build; "Later" hides the bar until the
// next page. Self-contained on purpose: it is transpiled alone, not bundled, so it imports nothing.

async function start(): Promise<void> {
  const sw = navigator.serviceWorker;
  const registration = await sw.getRegistration();
  const bar = document.getElementById('site-update');
  const accept = bar?.querySelector<HTMLButtonElement>('[data-update-accept]');
  const later = bar?.querySelector<HTMLButtonElement>('[data-update-later]');
  if (!registration || !bar || !accept || !later || bar.dataset.ready) return;
  bar.dataset.ready = 'true';

  let waiting: ServiceWorker | null = null;
  let accepted = false;
  let reloading = false;
  const reload = (): void => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };
  // Only an update: the first worker of a browser that had none takes over without asking.
  const offer = (worker: ServiceWorker): void => {
    if (!registration.active && !sw.controller) return;
    waiting = worker;
    worker.addEventListener('statechange', () => {
      if (accepted && worker.state === 'activated') reload();
    });
    bar.hidden = false;
  };
  const watch = (worker: ServiceWorker | null): void => {
    if (!worker) return;
    if (worker.state === 'installed') offer(worker);
    else worker.addEventListener('statechange', () => worker.state === 'installed' && offer(worker));
  };

  accept.addEventListener('click', () => {
    accepted = true;
    accept.disabled = true;
    // Another tab may have let it take over already: then this page only needs reloading.
    if (waiting?.state === 'installed') waiting.postMessage({ type: 'skip-waiting' });
    else reload();
  });
  later.addEventListener('click', () => {
    bar.hidden = true;
  });
  sw.addEventListener('controllerchange', () => {
    if (accepted) reload();
  });

  watch(registration.waiting);
  watch(registration.installing);
  // A later build arriving while the bar is up replaces the one offered.
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

if ('serviceWorker' in navigator) start().catch(() => {});
