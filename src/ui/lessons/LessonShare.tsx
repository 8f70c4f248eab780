/**
 * Sharing a lesson: one link (its limit said before and checked when copied), or a JSON file to
 * export (importing one is ImportLesson, offered even before there is any lesson).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lessonToJson, type Lesson } from '../../links/lesson';
import { MAX_LESSON_LINK_CHARS, writeLessonLink } from '../../links/lessonLink';
import { copyText } from '../editor/copyText';
import { saveFile } from '../saveFile';

type Message = { kind: 'copied' | 'copy-failed' | 'too-long'; text: string; link?: string };

const fileName = (title: string) => `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'lesson'}.json`;

export function LessonShare({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation(['translation', 'lessons']);
  const [message, setMessage] = useState<Message | null>(null);
  const base = `${window.location.origin}${window.location.pathname}`;

  const copyLink = async () => {
    const written = writeLessonLink(base, lesson);
    if (!written.ok) {
      setMessage({ kind: 'too-long', text: t('lessons.share.tooLong', { chars: written.chars, max: written.max }) });
      return;
    }
    const copied = await copyText(written.link);
    setMessage(
      copied
        ? {
            kind: 'copied',
            text: t('lessons.share.copied', { chars: written.link.length, max: MAX_LESSON_LINK_CHARS }),
            link: written.link,
          }
        : { kind: 'copy-failed', text: t('lessons.share.copyFailed'), link: written.link },
    );
  };

  return (
    <section className="lesson-share" aria-labelledby="lesson-share-title">
      <h3 id="lesson-share-title">{t('lessons.share.title')}</h3>
      <p className="lesson-limit">{t('lessons.share.limit', { max: MAX_LESSON_LINK_CHARS })}</p>
      <div className="lesson-actions">
        <button
          type="button"
          className="button"
          onClick={() => void copyLink()}
          disabled={lesson.stops.length === 0}
          data-testid="lesson-copy-link"
        >
          {t('lessons.share.copyLink')}
        </button>
        <button
          type="button"
          className="button"
          disabled={lesson.stops.length === 0}
          onClick={() => saveFile(fileName(lesson.title), lessonToJson(lesson), 'application/json')}
          data-testid="lesson-export"
        >
          {t('lessons.share.exportJson')}
        </button>
      </div>
      {message && (
        <div
          className="lesson-message"
          role={message.kind === 'too-long' ? 'alert' : 'status'}
          data-testid="lesson-share-message"
          data-kind={message.kind}
        >
          <p>{message.text}</p>
          {message.link && (
            <input
              type="text"
              readOnly
              value={message.link}
              aria-label={t('lessons.share.linkText')}
              data-testid="lesson-link-text"
              onFocus={(e) => e.target.select()}
            />
          )}
        </div>
      )}
    </section>
  );
}
