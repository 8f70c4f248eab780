/**
 * Why a memory-bounded search (SMA*) can report a peak above its memory limit: each expansion
 * generates all its children together and holds them for a moment before the leaves with the
 * largest f are forgotten. Shown beside the peak only when the peak is above the limit.
 */
import { useTranslation } from 'react-i18next';
import type { AlgorithmId } from '../../core/events';
import { takesOption } from '../../core/solvers/algorithms';
import { DEFAULT_SMA_MEMORY_LIMIT } from '../../core/solvers/types';

export function PeakOverLimit({
  algorithm,
  memoryLimit,
  peak,
  testId = 'peak-over-limit',
}: {
  algorithm: AlgorithmId;
  memoryLimit: number | undefined;
  peak: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const limit = memoryLimit ?? DEFAULT_SMA_MEMORY_LIMIT;
  if (!takesOption(algorithm, 'memoryLimit') || peak <= limit) return null;
  return (
    <p className="muted small peak-over-limit" data-testid={testId}>
      {t('stats.peakOverLimit', { peak, limit })}
    </p>
  );
}
