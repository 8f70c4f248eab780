/** f = g + h written out with the numbers of one node, in the form the algorithm orders by. */
import { useTranslation } from 'react-i18next';
import type { NodeInfo } from '../../core/events';
import type { RunSetup } from '../../store/runStore';
import { equationText } from './narration';

export function Equation({ node, setup }: { node: Pick<NodeInfo, 'f' | 'g' | 'h'>; setup: RunSetup }) {
  const { t } = useTranslation();
  return (
    <p className="equation" data-testid="equation" data-f={node.f} data-g={node.g} data-h={node.h}>
      {equationText(node, setup, t)}
    </p>
  );
}
