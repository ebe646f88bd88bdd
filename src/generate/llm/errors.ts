/** Why the LLM writer's email was not used; the embedded generator's email is sent instead. */
export type LlmFailureReason = 'timeout' | 'refusal' | 'invalid' | 'facts' | 'error';

export class LlmFailure extends Error {
  constructor(
    readonly reason: LlmFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'LlmFailure';
  }
}
