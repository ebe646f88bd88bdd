/**
 * The optional LLM writer's model, from configuration: OpenAI (chat completions), Anthropic
 * (messages), or any server speaking the OpenAI protocol (Ollama, vLLM, LM Studio, llama.cpp…).
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LlmConfig } from '../../config';

export function createLanguageModel(config: LlmConfig): LanguageModel {
  switch (config.provider) {
    case 'openai':
      // Chat completions rather than the Responses API: it is what compatible servers speak too.
      return createOpenAI({ apiKey: config.apiKey ?? 'unset', ...(config.baseUrl ? { baseURL: config.baseUrl } : {}) }).chat(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey ?? 'unset', ...(config.baseUrl ? { baseURL: config.baseUrl } : {}) }).languageModel(
        config.model,
      );
    case 'openai-compatible':
      // supportsStructuredOutputs sends the JSON schema (response_format json_schema), which
      // Ollama, vLLM and LM Studio enforce while decoding.
      return createOpenAICompatible({
        name: 'openaiCompatible',
        baseURL: config.baseUrl!,
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(config.model);
  }
}

/** Provider options every call passes: non-strict JSON schema, since the document has optional fields. */
export const PROVIDER_OPTIONS = {
  openai: { strictJsonSchema: false },
  openaiCompatible: { strictJsonSchema: false },
} as const;
