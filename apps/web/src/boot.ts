/**
 * The page's first script, and a tiny one. A page rendered on the server is already readable
 * and its links already work; its main image comes first, and the app (React, the router,
 * the data layer) loads after it, so that the scripts do not compete with the photo for a
 * phone's bandwidth (decision 009). Until the app has hydrated, a click on a link or a
 * button, or a form sent, is held and replayed once React can handle it, and text typed
 * into a form is handed to the app: nothing a visitor does is lost. Should the app fail to
 * load, a held link is followed by the browser.
 */
import { releaseAfterMainImages } from './lib/after-main-images';
import { SSR_STATE_ID } from './ssr/ssr-state-id';

/** Longest wait for the main image before the app loads anyway (slow networks). */
const imageWaitCapMs = 2000;

type Held = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

const held: Held[] = [];
/** Looked up on each event: this script may run while the page is still being parsed. */
const inRoot = (node: Node) => document.getElementById('root')?.contains(node) ?? false;

/** A click the browser itself handles best: a link opened in a new tab or window, say. */
const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/** A link the browser must follow itself: another tab, a download. */
const isOwnNavigation = (link: HTMLAnchorElement) =>
  (link.target !== '' && link.target !== '_self') || link.hasAttribute('download');

/**
 * Holds a click on a link or a control until the app runs. Links too: the browser's own
 * navigation, if the app's start lands while it is pending, is cancelled by the router's
 * history set-up, and a click during hydration reaches the router before it can navigate
 * (both lose the click: seen in the gallery's e2e test). Replayed, it navigates in the app.
 */
function holdClick(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof Element) || !inRoot(target)) return;
  if (isModified(event) || event.defaultPrevented) return;
  const link = target.closest('a[href]');
  if (link instanceof HTMLAnchorElement && isOwnNavigation(link)) return;
  const control = target.closest<HTMLElement>(
    'a[href], button, [role="button"], summary, label, input[type="checkbox"], input[type="radio"]',
  );
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  held.push({ kind: 'click', target: control });
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;
/** What the visitor typed into each field before the app ran (the last value of each). */
const typed = new Map<TextControl, string>();

function noteTyping(event: Event) {
  const target = event.target;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  if (!inRoot(target) || target.type === 'checkbox' || target.type === 'radio') return;
  typed.set(target, target.value);
}

/**
 * Gives the app what was typed before it ran: the app's state starts from the server's empty
 * fields, so each typed value is set again and announced with an input event, as typing
 * would. The value is first set through React's own tracking (to '') so that React sees the
 * change, whether or not hydration kept the typed text on screen.
 */
function handOverTyping() {
  for (const [control, value] of typed) {
    if (!control.isConnected || value === '') continue;
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value');
    control.value = '';
    native?.set?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
}

function holdSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !inRoot(form)) return;
  event.preventDefault();
  held.push({ kind: 'submit', form });
}

/** Ends the current task, so the browser can paint and take input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function replay() {
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('submit', holdSubmit, true);
  document.removeEventListener('input', noteTyping, true);
  handOverTyping();
  // Says the app has taken over the page (tests and tools read it).
  document.documentElement.dataset.app = 'ready';
  // One per task, as they happened: React renders between two clicks, as it would have.
  void held.splice(0).reduce(
    (previous, action) =>
      previous.then(nextTask).then(() => {
        if (action.kind === 'click' && action.target.isConnected) action.target.click();
        if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
      }),
    Promise.resolve(),
  );
}

/** After the next frame has been drawn. */
const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Watches the browser's own paint report for `image`: a largest-contentful-paint entry naming
 * it, sent once the frame that shows it has reached the screen (its time is the
 * presentation's). Returns false where the browser gives no such reports. The main image is
 * the page's largest paint wherever it is in the first view; where it is not (a heading
 * larger than the photo, an image below the fold), no entry names it and the wait below
 * ends it. (An Element Timing report, asked for with an `elementtiming` attribute, also came
 * for an image smaller than the largest paint, but the attribute is not valid HTML.)
 */
function watchPaintReport(image: HTMLImageElement, onPainted: () => void): boolean {
  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) return false;
  const observer = new PerformanceObserver((list) => {
    const named = list
      .getEntries()
      .some(
        (entry) => (entry as PerformanceEntry & { element?: Element | null }).element === image,
      );
    if (!named) return;
    observer.disconnect();
    onPainted();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return true;
}

/**
 * How long after the image has been decoded and two frames have run the app waits anyway for
 * the paint report, where the browser gives them. A frame run is not a frame shown: headless
 * Chromium ran both frames before the page's first paint reached the screen (Lighthouse saw
 * the app requested 10-40 ms before the largest paint, and counted its 110 KB against it).
 * A report that never comes (an image outside the viewport, or not the page's largest paint)
 * costs this much.
 */
const reportGraceMs = 250;

/**
 * Resolves once the page's main image (the one fetched first) is on the screen: when the
 * browser reports its paint, or, where it cannot, once it has loaded, been decoded and two
 * frames have passed. The cap bounds the wait on a slow network.
 */
function mainImagePainted(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  return new Promise((resolve) => {
    if (!image) {
      resolve();
      return;
    }
    setTimeout(resolve, imageWaitCapMs);
    image.addEventListener('error', () => resolve(), { once: true });
    const reported = watchPaintReport(image, resolve);
    const drawn = () =>
      image
        .decode()
        .catch(() => undefined)
        .then(afterNextFrame)
        .then(afterNextFrame)
        .then(() => (reported ? new Promise<void>((r) => setTimeout(r, reportGraceMs)) : undefined))
        .then(resolve);
    if (image.complete) void drawn();
    else image.addEventListener('load', () => void drawn(), { once: true });
  });
}

/** The app could not load: held links are followed by the browser, and nothing more is held. */
function giveUp() {
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('submit', holdSubmit, true);
  document.removeEventListener('input', noteTyping, true);
  const link = held
    .map((action) => (action.kind === 'click' ? action.target.closest('a[href]') : null))
    .findLast((found) => found instanceof HTMLAnchorElement);
  held.length = 0;
  if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
}

/**
 * The whole stylesheet, where the server wrote only the rules its page uses (it names the
 * file in a <noscript data-app-style> element, which a browser without scripts loads): the
 * app renders what the server did not (menus, dialogs, other pages). Requested now, after
 * the main image, so that it does not compete with the photo (docs/decisions/031).
 */
function loadStylesheet(): Promise<void> {
  const named = document.querySelector('noscript[data-app-style]');
  const href = named ? /href="([^"]+)"/.exec(named.textContent)?.[1] : undefined;
  if (!href) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    // Without it the page keeps its own rules: the app starts all the same.
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
}

async function start() {
  const styled = loadStylesheet();
  // The app's start is three chunks, loaded one after the other so that evaluating each is a
  // task of its own: React (the largest), the shared core (the router, the query cache, the
  // API client), then the app. Evaluated together they were one task of 40-50 ms on a fast
  // machine, the page's longest (decision 009).
  await import('./react-client');
  await nextTask();
  await import('./lib/api');
  await nextTask();
  const { startApp } = await import('./main');
  // Evaluating the app's modules was one task; the app's start is others.
  await nextTask();
  await styled;
  await startApp(replay, nextTask);
}

// Held from the start. This script is loaded `async` (index.html): it runs as soon as it
// arrives, while the rest of the page may still be parsing, so a click on a link already on
// the screen is held too. Before, it ran only once the whole page was parsed, and a link
// clicked in between started the browser's own navigation, which the router's start then
// cancelled (the click lost on a loaded CI machine).
document.addEventListener('click', holdClick, true);
document.addEventListener('submit', holdSubmit, true);
document.addEventListener('input', noteTyping, true);

function begin() {
  const serverRendered = document.getElementById(SSR_STATE_ID) !== null;
  const ready = serverRendered ? mainImagePainted() : Promise.resolve();
  void ready
    .then(() => releaseAfterMainImages(document))
    .then(start)
    .catch((err: unknown) => {
      giveUp();
      throw err;
    });
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', begin, { once: true });
} else {
  begin();
}
