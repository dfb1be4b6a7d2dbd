/**
 * Images that wait for the page's main image (docs/decisions/031). Their HTML is whole, with
 * their addresses, lazy: a crawler, a link preview or a browser without scripts loads them as
 * any image. Where scripts run, the `<img>` carries `data-after-main` and is left out of the
 * layout (responsive-photo.module.css) until the document is marked as having its main image
 * on the screen: a lazy image out of the layout is not fetched. boot.ts marks the document
 * (before the app starts, so whatever React draws later loads at once); on a phone's
 * bandwidth the main photo comes first.
 */
export const AFTER_MAIN_ATTRIBUTE = 'data-after-main';

/** On `<html>`: the page's main image is on the screen (or the page has none). */
export const MAIN_PAINTED_ATTRIBUTE = 'data-main-painted';

/** Lets the waiting images load. */
export function releaseAfterMainImages(document: Document) {
  document.documentElement.setAttribute(MAIN_PAINTED_ATTRIBUTE, '');
}
