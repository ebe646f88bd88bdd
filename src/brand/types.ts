/** What the crawler hands to extraction: raw documents, already decoded to text. */
export interface FetchedPage {
  /** Final URL after redirects. */
  url: string;
  html: string;
  /** True when the HTML came from Chromium rather than the static response. */
  rendered: boolean;
}

export interface FetchedStylesheet {
  url: string;
  css: string;
}

export interface FetchedSite {
  /** The URL the user gave (after redirects), whose page leads. */
  entryUrl: string;
  pages: FetchedPage[];
  stylesheets: FetchedStylesheet[];
  /** The entry page's web app manifest (name, icons, theme colour), when it links one that parses. */
  manifest?: { url: string; json: unknown };
}
