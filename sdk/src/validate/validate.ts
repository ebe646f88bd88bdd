import type { RequestCore, RequestOptions } from '../core/request';
import type {
  AccessibilityResult,
  AllValidationResult,
  CompatibilityResult,
  DeliverabilityResult,
  FactsParams,
  FactsResult,
  LinksResult,
  SpellingResult,
  ValidateParams,
} from '../types';

/**
 * Checks of an email (`html`, or a generated email's `conversationId`, plus optional `subject`,
 * `text`, `language`, `options`). Each answers `{ check, score, passed, summary, issues, … }`.
 */
export class Validate {
  constructor(private readonly core: RequestCore) {}

  /** Support of its HTML and CSS across 40+ email clients (caniemail data), per client and feature. */
  compatibility(params: ValidateParams, options?: RequestOptions): Promise<CompatibilityResult> {
    return this.run('compatibility', params, options);
  }

  /** Every link and image fetched: status, HTTP code, redirects, time. */
  links(params: ValidateParams, options?: RequestOptions): Promise<LinksResult> {
    return this.run('links', params, options);
  }

  /** Spelling (Hunspell) and English grammar of its text, with suggestions. */
  spelling(params: ValidateParams, options?: RequestOptions): Promise<SpellingResult> {
    return this.run('spelling', params, options);
  }

  /** Predicted placement `{ inbox, promotions, spam }` and the content rules that fired. */
  deliverability(params: ValidateParams, options?: RequestOptions): Promise<DeliverabilityResult> {
    return this.run('deliverability', params, options);
  }

  /** What screen readers and low-vision readers meet: language, alt text, contrast, heading order, link text. */
  accessibility(params: ValidateParams, options?: RequestOptions): Promise<AccessibilityResult> {
    return this.run('accessibility', params, options);
  }

  /**
   * Every check at once on one parse, with an overall score and each check's full report in
   * `checks`. A series `conversationId` checks every email: `emails` holds each one's result with
   * its place, the top level the series' (with the brief's facts over all emails); `position`
   * checks one email of it (the other checks take `position` too).
   */
  all(params: ValidateParams, options?: RequestOptions): Promise<AllValidationResult> {
    return this.run('all', params, options);
  }

  /** Every fact of the brief (amounts, dates, numbers, codes, names…) answered found, missing or changed in the email. */
  facts(params: FactsParams, options?: RequestOptions): Promise<FactsResult> {
    return this.run('facts', params, options);
  }

  private run<T>(check: string, params: ValidateParams | FactsParams, options?: RequestOptions): Promise<T> {
    return this.core.data('POST', `/v1/emails/validate/${check}`, { body: { json: params }, options });
  }
}
