/**
 * The checker's and readers' sentences in English, as the trace part shows them: the core's
 * own templates (src/core/trace/messages.ts), the ones the command line prints, so the app and
 * an autograder say the same words.
 */
import { TRACE_MESSAGES_EN, TRACE_PARTS_EN } from '../../core/trace/messages';

export const traceMessagesEn = { message: TRACE_MESSAGES_EN, part: TRACE_PARTS_EN };
