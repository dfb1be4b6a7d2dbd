/** The id of the JSON <script> that carries a server-rendered page's state to the browser. */
export const SSR_STATE_ID = 'ssr-state';
