/**
 * Images that wait for the page's main image: their `<source>` and `<img>` elements carry
 * `data-after-main`, with their addresses in `data-srcset` / `data-src`, until released. On a
 * server-rendered page boot.ts releases them once the main image is on the screen; React
 * releases its own when it draws them (ResponsivePhoto). On a phone's bandwidth the main
 * photo comes first (docs/decisions/031).
 */
export const AFTER_MAIN_ATTRIBUTE = 'data-after-main';

/** Gives the waiting images under `root` their addresses (sources before their image). */
export function releaseAfterMainImages(root: ParentNode) {
  for (const element of root.querySelectorAll(`[${AFTER_MAIN_ATTRIBUTE}]`)) {
    for (const name of ['srcset', 'src']) {
      const value = element.getAttribute(`data-${name}`);
      if (value !== null && element.getAttribute(name) !== value) {
        element.setAttribute(name, value);
      }
    }
  }
}
