/** The help under every Markdown text the admin writes (the site's texts, an event's description). */
export const MARKDOWN_HINT =
  'Admite Markdown: **negrita**, *cursiva*, [enlace](https://…), listas con «- » y una línea en blanco entre párrafos.';
