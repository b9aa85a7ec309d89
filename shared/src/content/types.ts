// Editorial content of a brand (POST /v1/content/list): news articles, promotions and FAQ entries.

export const CONTENT_KINDS = ['article', 'promotion', 'faq'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentEntry {
  slug: string;
  title: string;
  summary: string;
  /** Plain text, paragraphs separated by a blank line; never HTML. */
  body: string;
  /** An asset path such as /assets/brands/croupier/promotions/welcome-bonus.svg, or null. */
  image: string | null;
  /** ISO 8601 timestamp. */
  publishedAt: string;
}
