import styles from './rich-text.module.css';

/**
 * Text the server rendered from Markdown (modules/site/markdown.ts): HTML without any markup
 * of the editor's own, only the tags Markdown makes and safe links. Never pass it anything
 * else.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={className ? `${styles.text} ${className}` : styles.text}
      // Sanitised on the server: markdown-it without HTML, then an allowlist (sanitize-html).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
