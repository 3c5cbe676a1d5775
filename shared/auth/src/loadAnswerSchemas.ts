import type * as answerSchemas from './answerSchemas';

export type AnswerSchemas = typeof answerSchemas;

/**
 * The answers' schemas, loaded on first need (webpack makes answerSchemas.ts a chunk
 * of the shell, which provides @portal/auth to every remote). A failed download is
 * retried by the next call: webpack keeps no failed chunk.
 */
export function loadAnswerSchemas(): Promise<AnswerSchemas> {
  return import('./answerSchemas');
}
