// Press-and-hold for step buttons (a Svelte action): one step on press, then repeats while held,
// faster after a pause, like a keyboard's auto-repeat. A click from the keyboard steps once.

export interface RepeatOptions {
  run: () => void;
  /** Before repeating starts, ms. */
  delay?: number;
  /** Between repeats, ms. */
  every?: number;
}

export function repeat(node: HTMLElement, options: RepeatOptions) {
  let opts = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pressed = false;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const tick = () => {
    opts.run();
    timer = setTimeout(tick, opts.every ?? 70);
  };
  const down = (e: PointerEvent) => {
    if (e.button !== 0 || (node as HTMLButtonElement).disabled) return;
    pressed = true;
    opts.run();
    stop();
    timer = setTimeout(tick, opts.delay ?? 380);
    node.setPointerCapture?.(e.pointerId);
  };
  // The click that follows a press was already handled on pointerdown.
  const click = () => {
    if (pressed) {
      pressed = false;
      return;
    }
    opts.run();
  };
  // A press whose click never comes (the button turned disabled at the end) must not eat the next one.
  const up = () => {
    stop();
    setTimeout(() => (pressed = false), 0);
  };
  node.addEventListener('pointerdown', down);
  node.addEventListener('pointerup', up);
  node.addEventListener('pointercancel', stop);
  node.addEventListener('lostpointercapture', stop);
  node.addEventListener('click', click);
  node.addEventListener('contextmenu', (e) => pressed && e.preventDefault());
  return {
    update(next: RepeatOptions) {
      opts = next;
    },
    destroy() {
      stop();
      node.removeEventListener('pointerdown', down);
      node.removeEventListener('pointerup', up);
      node.removeEventListener('pointercancel', stop);
      node.removeEventListener('lostpointercapture', stop);
      node.removeEventListener('click', click);
    },
  };
}
