/**
 * The checker's and readers' sentences in the reader's language: the core gives each problem or
 * refusal as a template's code and its facts (src/core/trace/messages.ts), the trace part's
 * namespace has the templates in both languages, and this writes the facts the way the
 * language writes them (its lists, its names of the algorithms, a board's parse error in its
 * own words).
 */
import type { TFunction } from 'i18next';
import { PARSE_ERROR_CODES, type ParseError } from '../../core/parse';
import type { DomainParseError } from '../../core/domain/types';
import { paramsText, type TraceMessage, type TracePartCode, type TraceWords } from '../../core/trace/messages';
import { parseErrorText } from '../editor/parseErrorText';

function words(t: TFunction, language: string): TraceWords {
  const ja = language.startsWith('ja');
  return {
    join: (how, items) => {
      if (how === 'comma') return items.join(ja ? '、' : ', ');
      try {
        return new Intl.ListFormat(language, { type: how === 'and' ? 'conjunction' : 'disjunction' }).format(items);
      } catch {
        return items.join(ja ? '、' : ', ');
      }
    },
    algorithm: (id) => t(`algorithm.${id}`, { ns: 'translation' }),
    part: (code, params) => part(t, code, params),
  };
}

function part(t: TFunction, code: TracePartCode, params: Readonly<Record<string, string>>): string {
  return t(`tracePart.${code}`, params);
}

/** A puzzle board's parse error, which the editor already says in both languages. */
function isBoardError(cause: DomainParseError | undefined): cause is ParseError {
  return cause !== undefined && (PARSE_ERROR_CODES as readonly string[]).includes(cause.code);
}

/** The sentence, without where it is. */
export function traceMessageText(
  t: TFunction,
  language: string,
  message: TraceMessage,
  cause?: DomainParseError,
): string {
  const params = paramsText(message.params, words(t, language));
  if (isBoardError(cause) && 'reason' in params) params.reason = parseErrorText(t, language, cause);
  return t(`traceMessage.${message.code}`, params);
}

/**
 * The line (or event) a sentence is about, as the language puts it before the sentence, with a
 * capital where the language has them (the command line's refusals begin "line 4: ").
 */
export function traceWhereText(t: TFunction, where: 'line' | 'event' | 'posthoc' | 'problem', line: number): string {
  const text = part(t, `where-${where}`, { line: String(line) });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
